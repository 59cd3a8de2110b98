// jemalloc's control interface, as the bench needs it.
//
// Every helper is `static inline` here, in the system library's own header, on purpose: a
// separate C target including <jemalloc/jemalloc.h> would still be compiled with the Jemalloc
// trait off (trait defines do not reach C targets) and break `--disable-default-traits` on a
// machine without jemalloc. This header is only seen when the trait is on.
#ifndef MOSAIC_CJEMALLOC_H
#define MOSAIC_CJEMALLOC_H

#include <jemalloc/jemalloc.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// jemalloc's version string ("5.3.0-0-g…"), or NULL when mallctl fails.
static inline const char *mosaic_jemalloc_version(void) {
  const char *version = NULL;
  size_t length = sizeof(version);
  if (mallctl("version", &version, &length, NULL, 0) != 0) return NULL;
  return version;
}

/// True when this jemalloc was built with statistics (Debian's is).
static inline bool mosaic_jemalloc_has_stats(void) {
  bool enabled = false;
  size_t length = sizeof(enabled);
  if (mallctl("config.stats", &enabled, &length, NULL, 0) != 0) return false;
  return enabled;
}

/// Refreshes the statistics snapshot the `stats.*` values are read from.
static inline void mosaic_jemalloc_refresh(void) {
  uint64_t epoch = 1;
  size_t length = sizeof(epoch);
  mallctl("epoch", &epoch, &length, &epoch, length);
}

/// `stats.allocated` after an `epoch` refresh: bytes held by the application in every arena.
static inline uint64_t mosaic_jemalloc_allocated(void) {
  mosaic_jemalloc_refresh();
  size_t value = 0;
  size_t length = sizeof(value);
  if (mallctl("stats.allocated", &value, &length, NULL, 0) != 0) return 0;
  return (uint64_t)value;
}

static inline uint64_t mosaic_jemalloc_read_u64(const char *name) {
  uint64_t value = 0;
  size_t length = sizeof(value);
  if (mallctl(name, &value, &length, NULL, 0) != 0) return 0;
  return value;
}

/// Allocations served by every arena so far (small plus large `nmalloc`, merged over arenas),
/// after an `epoch` refresh. Exact only while the calling thread's cache is off (see
/// mosaic_jemalloc_set_thread_cache): allocations a thread cache serves reach the arena's
/// counters only when the cache is flushed.
static inline uint64_t mosaic_jemalloc_allocation_count(void) {
  mosaic_jemalloc_refresh();
  return mosaic_jemalloc_read_u64("stats.arenas.4096.small.nmalloc")
    + mosaic_jemalloc_read_u64("stats.arenas.4096.large.nmalloc");
}

/// Turns the calling thread's cache on or off (`thread.tcache.enabled`, which flushes it when
/// turned off); returns the previous setting.
static inline bool mosaic_jemalloc_set_thread_cache(bool enabled) {
  bool previous = true;
  size_t length = sizeof(previous);
  if (mallctl("thread.tcache.enabled", &previous, &length, &enabled, sizeof(enabled)) != 0) {
    return previous;
  }
  return previous;
}

/// Bytes the calling thread has allocated since it started (`thread.allocated`): exact and
/// cheap, cache or not.
static inline uint64_t mosaic_jemalloc_thread_allocated(void) {
  return mosaic_jemalloc_read_u64("thread.allocated");
}

/// Bytes the calling thread has freed since it started (`thread.deallocated`).
static inline uint64_t mosaic_jemalloc_thread_deallocated(void) {
  return mosaic_jemalloc_read_u64("thread.deallocated");
}

#endif
