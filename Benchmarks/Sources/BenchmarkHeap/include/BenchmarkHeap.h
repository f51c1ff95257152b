// BenchmarkHeap: the allocator's count of live heap bytes, for the memory benchmarks.
#ifndef BENCHMARK_HEAP_H
#define BENCHMARK_HEAP_H

#include <stddef.h>

/// Bytes the allocator has handed out and not had back, over all arenas (glibc's mallinfo2), or 0
/// where the allocator does not say.
size_t benchmark_live_heap_bytes(void);

#endif
