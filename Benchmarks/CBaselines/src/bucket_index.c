// Bucket index baseline: Sources/MosaicHitTest/BucketIndex*.swift, BucketMapping.swift,
// FrameColumns.swift and NearlySortedSort.swift, along y, with the same arithmetic so the
// answers agree bit for bit.
#include "internal.h"

#include <stdint.h>
#include <string.h>

#define FIRST_BUCKET_FLAG ((uint32_t)1 << 31)
#define ELEMENT_MASK (~FIRST_BUCKET_FLAG)
#define MAXIMUM_BUCKET_COUNT (1L << 25)
#define MAXIMUM_BUCKETS_PER_ELEMENT 8

static void set_mapping(mc_index *ix, double origin, double extent, long count) {
  int single = count <= 1 || !(extent > 0) || !isfinite(extent) || !isfinite(origin);
  ix->origin = single ? 0 : origin;
  ix->inverse_extent = single ? 0 : 1 / extent;
  ix->bucket_count = single ? 1 : count;
  ix->count_as_double = (double)ix->bucket_count;
}

static inline long bucket_of(const mc_index *ix, double value) {
  double scaled = (value - ix->origin) * ix->inverse_extent;
  if (!(scaled >= 0)) return 0;
  if (scaled >= ix->count_as_double) return ix->bucket_count - 1;
  return (long)scaled;
}

static inline int indexable(const mc_index *ix, long e) {
  return ix->extent[e] > 0 && ix->cross_extent[e] > 0 && isfinite(ix->low[e])
    && isfinite(ix->cross_low[e]);
}

int mc_index_build(mc_index *ix, const mc_frames *frames, long cell_count) {
  memset(ix, 0, sizeof(*ix));
  const long count = frames->count;
  ix->low = frames->min_y;
  ix->extent = frames->height;
  ix->cross_low = frames->min_x;
  ix->cross_extent = frames->width;
  ix->element_count = count;
  ix->cell_count = cell_count;
  if (count > INT32_MAX) return -1;

  // Statistics pass (BucketIndex.plan).
  double minimum = INFINITY, maximum = -INFINITY;
  double cell_sum = 0, other_sum = 0;
  long cells_measured = 0, others_measured = 0;
  double cross_low_maximum = -INFINITY, cross_high_minimum = INFINITY;
  for (long e = 0; e < count; e++) {
    if (!indexable(ix, e)) continue;
    double cross_low = ix->cross_low[e];
    if (cross_low > cross_low_maximum) cross_low_maximum = cross_low;
    double cross_high = cross_low + ix->cross_extent[e];
    if (cross_high < cross_high_minimum) cross_high_minimum = cross_high;
    double low = ix->low[e];
    double extent = ix->extent[e];
    double high = low + extent;
    if (low < minimum) minimum = low;
    double top = isfinite(high) ? high : low;
    if (top > maximum) maximum = top;
    if (!isfinite(extent)) continue;
    if (e < cell_count) {
      cell_sum += extent;
      cells_measured++;
    } else {
      other_sum += extent;
      others_measured++;
    }
  }
  ix->cross_low_maximum = cross_low_maximum;
  ix->cross_high_minimum = cross_high_minimum;
  double span = maximum - minimum;
  if (!(minimum <= maximum)) {
    set_mapping(ix, 0, 0, 1);
    ix->bucket_extent = 0;
  } else if (!(span > 0) || !isfinite(span)) {
    set_mapping(ix, 0, 0, 1);
    ix->bucket_extent = isfinite(span) ? span : INFINITY;
  } else {
    double mean = cells_measured > 0 ? cell_sum / (double)cells_measured
      : others_measured > 0 ? other_sum / (double)others_measured : 0;
    long cap = count + 1 < MAXIMUM_BUCKET_COUNT ? count + 1 : MAXIMUM_BUCKET_COUNT;
    double extent = 2 * mean;
    if (!(extent > 0 && isfinite(extent))) extent = span / (double)cap;
    double wanted = ceil(span / extent);
    long buckets;
    if (wanted < (double)cap) {
      buckets = (long)wanted;
      if (buckets < 1) buckets = 1;
    } else {
      buckets = cap;
      extent = span / (double)cap;
    }
    set_mapping(ix, minimum, extent, buckets);
    ix->bucket_extent = ix->bucket_count == 1 ? span : extent;
  }

  // Counting pass.
  const long bucket_count = ix->bucket_count;
  uint32_t *offsets = calloc((size_t)bucket_count + 1, sizeof(uint32_t));
  if (!offsets) return -1;
  ix->offsets = offsets;
  const long maximum_span = MAXIMUM_BUCKETS_PER_ELEMENT - 1;
  long total = 0, large_count = 0;
  for (long e = 0; e < count; e++) {
    if (!indexable(ix, e)) continue;
    double low = ix->low[e];
    long first = bucket_of(ix, low), last = bucket_of(ix, low + ix->extent[e]);
    if (last - first > maximum_span) {
      large_count++;
      continue;
    }
    for (long b = first; b <= last; b++) offsets[b]++;
    total += last - first + 1;
  }
  if (total > (long)UINT32_MAX) {
    mc_index_free(ix);
    return -1;
  }

  // Prefix sum into each bucket's end, then fill in reverse element order.
  uint32_t running = 0;
  for (long b = 0; b < bucket_count; b++) {
    running += offsets[b];
    offsets[b] = running;
  }
  offsets[bucket_count] = running;
  uint32_t *entries = malloc((size_t)(total > 0 ? total : 1) * sizeof(uint32_t));
  if (!entries) {
    mc_index_free(ix);
    return -1;
  }
  ix->entries = entries;
  ix->entry_count = total;
  for (long e = count - 1; e >= 0; e--) {
    if (!indexable(ix, e)) continue;
    double low = ix->low[e];
    long first = bucket_of(ix, low), last = bucket_of(ix, low + ix->extent[e]);
    if (last - first > maximum_span) continue;
    uint32_t index = (uint32_t)e;
    for (long b = last; b >= first; b--) {
      uint32_t slot = --offsets[b];
      entries[slot] = b == first ? (index | FIRST_BUCKET_FLAG) : index;
    }
  }

  // Large elements, only when there are some.
  if (large_count > 0) {
    uint32_t *large = malloc((size_t)large_count * sizeof(uint32_t));
    if (!large) {
      mc_index_free(ix);
      return -1;
    }
    long written = 0;
    for (long e = 0; e < count && written < large_count; e++) {
      if (!indexable(ix, e)) continue;
      double low = ix->low[e];
      if (bucket_of(ix, low + ix->extent[e]) - bucket_of(ix, low) > maximum_span) {
        large[written++] = (uint32_t)e;
      }
    }
    ix->large = large;
    ix->large_count = written;
  }
  return 0;
}

void mc_index_free(mc_index *ix) {
  free(ix->offsets);
  free(ix->entries);
  free(ix->large);
  ix->offsets = ix->entries = ix->large = NULL;
}

static inline int contains(const mc_index *ix, long e, double along, double across) {
  double low = ix->low[e], cross_low = ix->cross_low[e];
  return along >= low && along < low + ix->extent[e] && across >= cross_low
    && across < cross_low + ix->cross_extent[e];
}

long mc_index_cell_at(const mc_index *ix, double x, double y) {
  const long bucket = bucket_of(ix, y);
  const long cell_count = ix->cell_count;
  long best = -1;
  long start = ix->offsets[bucket];
  long slot = ix->offsets[bucket + 1];
  while (slot > start) {
    slot--;
    long e = ix->entries[slot] & ELEMENT_MASK;
    if (e < cell_count && contains(ix, e, y, x)) {
      best = e;
      break;
    }
  }
  for (long slot = ix->large_count; slot > 0;) {
    slot--;
    long e = ix->large[slot];
    if (e <= best) break;
    if (e < cell_count && contains(ix, e, y, x)) {
      best = e;
      break;
    }
  }
  return best;
}

long mc_index_candidate_bound(const mc_index *ix, mc_rect rect) {
  long first = bucket_of(ix, rect.y), last = bucket_of(ix, rect.y + rect.height);
  if (first > last) return ix->large_count;
  return (long)ix->offsets[last + 1] - (long)ix->offsets[first] + ix->large_count;
}

static void sift_down(int32_t *a, long root, long end) {
  long parent = root;
  for (;;) {
    long child = 2 * parent + 1;
    if (child >= end) return;
    if (child + 1 < end && a[child] < a[child + 1]) child++;
    if (a[parent] >= a[child]) return;
    int32_t t = a[parent];
    a[parent] = a[child];
    a[child] = t;
    parent = child;
  }
}

static void heap_sort(int32_t *a, long n) {
  for (long start = n / 2 - 1; start >= 0; start--) sift_down(a, start, n);
  for (long end = n - 1; end > 0; end--) {
    int32_t t = a[0];
    a[0] = a[end];
    a[end] = t;
    sift_down(a, 0, end);
  }
}

/// NearlySortedSort.sort: insertion sort with a budget of shifts, then heap sort.
static inline void nearly_sorted_sort(int32_t *a, long n) {
  long budget = 4 * n + 64;
  for (long i = 1; i < n; i++) {
    int32_t moving = a[i];
    if (a[i - 1] > moving) {
      long slot = i;
      do {
        a[slot] = a[slot - 1];
        slot--;
        budget--;
      } while (slot > 0 && a[slot - 1] > moving);
      a[slot] = moving;
      if (budget < 0) {
        heap_sort(a, n);
        return;
      }
    }
  }
}

long mc_index_query(const mc_index *ix, mc_rect rect, int32_t *out, long capacity) {
  if (!(rect.width > 0 && rect.height > 0)) return 0;
  const double low = rect.y, high = rect.y + rect.height;
  const double cross_low = rect.x, cross_high = rect.x + rect.width;
  if (isnan(low) || isnan(high) || isnan(cross_low) || isnan(cross_high)) return 0;
  if (mc_index_candidate_bound(ix, rect) > capacity) return -1;
  const int covered = ix->cross_low_maximum < cross_high && cross_low < ix->cross_high_minimum;
  const long first = bucket_of(ix, low), last = bucket_of(ix, high);
  const uint32_t *restrict entries = ix->entries;
  const double *restrict lows = ix->low;
  const double *restrict extents = ix->extent;
  const double *restrict cross_lows = ix->cross_low;
  const double *restrict cross_extents = ix->cross_extent;
#define CROSS_PASSES(e) \
  (covered || (cross_lows[e] < cross_high && cross_low < cross_lows[e] + cross_extents[e]))
#define PASSES(e) (lows[e] < high && low < lows[e] + extents[e] && CROSS_PASSES(e))
  long n = 0;
  if (first <= last) {
    long slot = ix->offsets[first];
    const long first_end = ix->offsets[first + 1];
    for (; slot < first_end; slot++) {
      long e = entries[slot] & ELEMENT_MASK;
      if (PASSES(e)) out[n++] = (int32_t)e;
    }
    if (first < last) {
      const long last_start = ix->offsets[last];
      for (; slot < last_start; slot++) {
        uint32_t entry = entries[slot];
        if (!(entry & FIRST_BUCKET_FLAG)) continue;
        long e = entry & ELEMENT_MASK;
        if (CROSS_PASSES(e)) out[n++] = (int32_t)e;
      }
      const long end = ix->offsets[last + 1];
      for (; slot < end; slot++) {
        uint32_t entry = entries[slot];
        if (!(entry & FIRST_BUCKET_FLAG)) continue;
        long e = entry & ELEMENT_MASK;
        if (PASSES(e)) out[n++] = (int32_t)e;
      }
    }
  }
  for (long i = 0; i < ix->large_count; i++) {
    long e = ix->large[i];
    if (PASSES(e)) out[n++] = (int32_t)e;
  }
#undef PASSES
#undef CROSS_PASSES
  if (n > 1) nearly_sorted_sort(out, n);
  return n;
}

long mc_bench_points(const mc_index *ix, const double *xs, const double *ys, long count) {
  long sum = 0;
  for (long i = 0; i < count; i++) sum += mc_index_cell_at(ix, xs[i], ys[i]);
  return sum;
}

long mc_bench_rects(
  const mc_index *ix, const mc_rect *rects, long count, int32_t *buffer, long capacity) {
  long sum = 0;
  for (long i = 0; i < count; i++) {
    long n = mc_index_query(ix, rects[i], buffer, capacity);
    if (n < 0) return -1;
    sum += n + (n > 0 ? buffer[n - 1] : 0);
  }
  return sum;
}
