// The signal handlers of TrellisTerminal: restoring the terminal on every exit path with only
// async-signal-safe calls (write, tcsetattr, sigaction, raise, kill, sigprocmask).
#define _GNU_SOURCE
#include "CTrellisTerminal.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TRELLIS_SEQUENCE_MAX 1024

static int terminal_fd = -1;
static int notify_write_fd = -1;
static struct termios original_termios;
static struct termios raw_termios;
static char leave_bytes[TRELLIS_SEQUENCE_MAX];
static size_t leave_count;
static char enter_bytes[TRELLIS_SEQUENCE_MAX];
static size_t enter_count;
static volatile sig_atomic_t installed;
static volatile sig_atomic_t restored;
static volatile sig_atomic_t graceful_pending;
static void *alternate_stack;

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGSYS};
static const int graceful_signals[] = {SIGINT, SIGTERM, SIGHUP};

static void write_all(int fd, const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        count -= (size_t)written;
    }
}

void trellis_terminal_restore(void) {
    if (!installed || restored) return;
    restored = 1;
    int saved = errno;
    write_all(terminal_fd, leave_bytes, leave_count);
    tcsetattr(terminal_fd, TCSAFLUSH, &original_termios);
    errno = saved;
}

void trellis_terminal_reenter(void) {
    if (!installed || !restored) return;
    int saved = errno;
    tcsetattr(terminal_fd, TCSAFLUSH, &raw_termios);
    write_all(terminal_fd, enter_bytes, enter_count);
    restored = 0;
    errno = saved;
}

static void notify(char byte) {
    if (notify_write_fd < 0) return;
    int saved = errno;
    ssize_t ignored = write(notify_write_fd, &byte, 1);
    (void)ignored;
    errno = saved;
}

void trellis_terminal_reraise(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal_number);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(signal_number);
}

static void on_fatal(int signal_number) {
    trellis_terminal_restore();
    trellis_terminal_reraise(signal_number);
}

static void on_graceful(int signal_number) {
    if (graceful_pending) {
        // The run loop never got to the first one: restore from here and die as the signal asks.
        trellis_terminal_restore();
        trellis_terminal_reraise(signal_number);
        return;
    }
    graceful_pending = 1;
    notify(signal_number == SIGINT ? 'I' : signal_number == SIGTERM ? 'T' : 'H');
}

static void on_window_change(int signal_number) {
    (void)signal_number;
    notify('W');
}

static void install_handler(int signal_number, void (*handler)(int), int flags);

static void on_suspend(int signal_number) {
    trellis_terminal_restore();
    // Stop with the default action; execution continues here after SIGCONT.
    trellis_terminal_reraise(signal_number);
    install_handler(SIGTSTP, on_suspend, SA_RESTART);
    trellis_terminal_reenter();
    notify('C');
}

static void on_continue(int signal_number) {
    (void)signal_number;
    // Stopped by SIGSTOP (no SIGTSTP handler ran) or resumed after on_suspend: re-enter if restored.
    if (restored) {
        trellis_terminal_reenter();
        notify('C');
    }
}

static void install_handler(int signal_number, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
}

int trellis_terminal_install(
    int fd, const struct termios *original, const struct termios *raw, const char *leave, size_t leave_length,
    const char *enter, size_t enter_length, int notify_fd) {
    if (leave_length > TRELLIS_SEQUENCE_MAX || enter_length > TRELLIS_SEQUENCE_MAX) {
        errno = EINVAL;
        return -1;
    }
    terminal_fd = fd;
    notify_write_fd = notify_fd;
    original_termios = *original;
    raw_termios = *raw;
    memcpy(leave_bytes, leave, leave_length);
    leave_count = leave_length;
    memcpy(enter_bytes, enter, enter_length);
    enter_count = enter_length;
    restored = 0;
    graceful_pending = 0;

    if (alternate_stack == NULL) {
        size_t size = 64 * 1024;
        alternate_stack = malloc(size);
        if (alternate_stack != NULL) {
            stack_t stack;
            stack.ss_sp = alternate_stack;
            stack.ss_size = size;
            stack.ss_flags = 0;
            sigaltstack(&stack, NULL);
        }
    }
    installed = 1;
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        install_handler(fatal_signals[i], on_fatal, SA_ONSTACK | SA_RESETHAND | SA_NODEFER);
    }
    for (size_t i = 0; i < sizeof graceful_signals / sizeof graceful_signals[0]; i++) {
        install_handler(graceful_signals[i], on_graceful, SA_RESTART);
    }
    install_handler(SIGWINCH, on_window_change, SA_RESTART);
    install_handler(SIGTSTP, on_suspend, SA_RESTART);
    install_handler(SIGCONT, on_continue, SA_RESTART);
    return 0;
}

void trellis_terminal_uninstall(void) {
    if (!installed) return;
    trellis_terminal_restore();
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        install_handler(fatal_signals[i], SIG_DFL, 0);
    }
    for (size_t i = 0; i < sizeof graceful_signals / sizeof graceful_signals[0]; i++) {
        install_handler(graceful_signals[i], SIG_DFL, 0);
    }
    install_handler(SIGWINCH, SIG_DFL, 0);
    install_handler(SIGTSTP, SIG_DFL, 0);
    install_handler(SIGCONT, SIG_DFL, 0);
    installed = 0;
    notify_write_fd = -1;
}
