// CTrellisTerminal: the async-signal-safe part of TrellisTerminal — restoring a terminal from signal
// handlers (fatal signals, suspend/resume) and forwarding other signals to the run loop through a pipe.
// Swift cannot promise that code in a signal handler avoids the allocator, locks or lazy globals, so
// these handlers are C and use only calls POSIX lists as async-signal-safe.
#ifndef C_TRELLIS_TERMINAL_H
#define C_TRELLIS_TERMINAL_H

#include <stddef.h>
#include <termios.h>

/// Installs the handlers for the terminal on `fd`.
/// - `original`: the termios to restore; `raw`: the termios to re-apply on resume.
/// - `leave` / `enter`: the bytes that leave / re-enter the app's terminal modes (alternate screen,
///   cursor, mouse, paste, keyboard protocol); copied (at most 1024 bytes each).
/// - `notify_fd`: the write end of a pipe; graceful signals (SIGINT, SIGTERM, SIGHUP), SIGWINCH and a
///   resume (SIGCONT) write one byte each: 'I', 'T', 'H', 'W', 'C'.
/// Fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGSYS) restore the
/// terminal and re-raise with the default action, on an alternate signal stack so a stack overflow is
/// restored too. A second graceful signal while the first is still being handled restores and re-raises
/// at once (the main thread may be stuck). SIGTSTP restores, stops, and on resume re-enters.
/// Returns 0, or -1 with errno set.
int trellis_terminal_install(
    int fd, const struct termios *original, const struct termios *raw, const char *leave, size_t leave_length,
    const char *enter, size_t enter_length, int notify_fd);

/// Restores the terminal now (the leave bytes, then the original termios). Idempotent until the next
/// `trellis_terminal_reenter`.
void trellis_terminal_restore(void);

/// Re-applies raw mode and the enter bytes (after a restore for a suspend done by the app itself).
void trellis_terminal_reenter(void);

/// Removes the handlers (the default actions come back) after restoring.
void trellis_terminal_uninstall(void);

/// Re-raises `signal_number` with its default action (after a graceful shutdown for that signal).
void trellis_terminal_reraise(int signal_number);

#endif
