// BenchmarkHeap: live heap bytes from glibc (malloc.h is not part of Swift's Glibc module).
#include "BenchmarkHeap.h"

#if defined(__linux__)
#include <features.h> // defines __GLIBC__ on glibc
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t benchmark_live_heap_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    // uordblks: bytes in use in the arenas; hblkhd: bytes in blocks mapped on their own.
    return info.uordblks + info.hblkhd;
}
#else
size_t benchmark_live_heap_bytes(void) { return 0; }
#endif
