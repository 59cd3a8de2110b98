// C baselines for `bench`: the algorithms Mosaic's Swift code runs, written plainly for speed
// in C over the same structure-of-arrays `double` frames as `FrameStore`, so each Swift figure
// can be printed beside a C one measured in the same process.
//
// Every function is the same algorithm as its Swift counterpart, named in its comment; the
// frames it writes are checked against the Swift ones by the bench before anything is timed.
// Only vertical scrolling is covered (the bench's workloads scroll vertically). This target
// never includes jemalloc: when the bench runs with jemalloc preloaded, its malloc calls go to
// jemalloc like Swift's; otherwise, to the system allocator.
#ifndef MOSAIC_CBASELINES_H
#define MOSAIC_CBASELINES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An item size, laid out like Mosaic's `Size`.
typedef struct {
  double width;
  double height;
} mc_size;

/// A query rectangle, laid out like Mosaic's `Rect`.
typedef struct {
  double x;
  double y;
  double width;
  double height;
} mc_rect;

/// Frames as four arrays of `count` doubles (owned by whoever allocated them).
typedef struct {
  double *min_x;
  double *min_y;
  double *width;
  double *height;
  long count;
} mc_frames;

/// `BucketIndex` along y: CSR buckets of 32-bit entries whose top bit flags an element's first
/// bucket, plus a list of elements spanning more than 8 buckets. It reads the frames it was
/// built over (it holds no copy).
typedef struct {
  double origin;
  double inverse_extent;
  double count_as_double;
  double bucket_extent;
  long bucket_count;
  uint32_t *offsets;  // bucket_count + 1
  uint32_t *entries;  // entry_count
  uint32_t *large;    // large_count
  long entry_count;
  long large_count;
  double cross_low_maximum;
  double cross_high_minimum;
  long element_count;
  long cell_count;
  const double *low;           // min_y
  const double *extent;        // height
  const double *cross_low;     // min_x
  const double *cross_extent;  // width
} mc_index;

/// A prepared layout: frames, content size and the index over the frames.
typedef struct {
  mc_frames frames;
  double content_width;
  double content_height;
  mc_index index;
} mc_layout;

/// One vertical flow section with no header or footer (`Flow` with one section).
typedef struct {
  double dimension;  // the viewport's width less its content insets
  double interitem_spacing;
  double line_spacing;
  double inset_top;
  double inset_left;
  double inset_bottom;
  double inset_right;
} mc_flow_params;

/// One vertical waterfall section, CHTCollectionViewWaterfallLayout's shortest-first placement
/// (as `Waterfall` does it) with no header or footer.
typedef struct {
  double dimension;  // the collection view's width
  long column_count;
  double column_spacing;
  double interitem_spacing;  // the vertical gap inside a column
  double inset_top;
  double inset_left;
  double inset_bottom;
  double inset_right;
  double scale;  // > 0: floor item widths and heights to the pixel grid; 0: no flooring
} mc_waterfall_params;

/// `Flow.prepare` of one section of `count` items of one size (`Flow.layOutGrid`), then the
/// index (`IndexedLayout.init`). Allocates the frames and the index. Returns 0, or -1 when the
/// input is invalid or memory runs out.
int mc_flow_grid_prepare(const mc_flow_params *params, mc_size item, long count, mc_layout *out);

/// `Flow.prepare` of one section of per-item sizes under the default alignments (justified
/// lines, a leading last line: `Flow.layOutLines`), with its validation of every size and its
/// check for a uniform section, then the index. Returns 0, or -1.
int mc_flow_lines_prepare(
  const mc_flow_params *params, const mc_size *sizes, long count, mc_layout *out);

/// Waterfall shortest-first placement with aspect-ratio heights, then the index. Returns 0, or -1.
int mc_waterfall_prepare(
  const mc_waterfall_params *params, const mc_size *sizes, long count, mc_layout *out);

/// Frees what a prepare allocated.
void mc_layout_free(mc_layout *layout);

/// `BucketIndex.init(store:axis: .vertical)` over `frames` (elements `0..<cell_count` are
/// cells): statistics pass, count, prefix sum, reverse fill with first-bucket flags, large list.
/// Returns 0, or -1 when memory runs out or the entries exceed 32 bits.
int mc_index_build(mc_index *index, const mc_frames *frames, long cell_count);

/// Frees an index's arrays.
void mc_index_free(mc_index *index);

/// `BucketIndex.cell(at:store:)`: the topmost cell containing the point, or -1.
long mc_index_cell_at(const mc_index *index, double x, double y);

/// The most hits a query of `rect` can report (its buckets' entries plus the large elements).
long mc_index_candidate_bound(const mc_index *index, mc_rect rect);

/// `BucketIndex.appendElements(in:store:into:)`: writes the elements strictly intersecting
/// `rect` to `out` in ascending order and returns how many; -1 when `capacity` is below
/// mc_index_candidate_bound.
long mc_index_query(const mc_index *index, mc_rect rect, int32_t *out, long capacity);

/// Runs mc_index_cell_at for each point and returns a checksum (the sum of the answers): over a
/// small batch run again and again (warm), or once over 10^6 distinct points (cold).
long mc_bench_points(const mc_index *index, const double *xs, const double *ys, long count);

/// Runs mc_index_query for each rect into `buffer` and returns a checksum (the sum of each hit
/// count plus its last hit), or -1 when `buffer` is too small.
long mc_bench_rects(
  const mc_index *index, const mc_rect *rects, long count, int32_t *buffer, long capacity);

#ifdef __cplusplus
}
#endif

#endif
