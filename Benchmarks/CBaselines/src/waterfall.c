// Waterfall baseline: CHTCollectionViewWaterfallLayout's per-section algorithm (the one
// Sources/MosaicWaterfall follows), shortest column first with ties to the lowest
// column, aspect-ratio heights, one vertical section without header or footer.
#include "internal.h"

#include <string.h>

static double floor_to_pixel(double value, double scale) {
  return scale > 0 ? floor(value * scale) / scale : value;
}

// Mosaic's exact advances: a column grows by the item's extent and the spacing, each rounded
// up to 2^-20 pt, so positions are exact sums (AdvanceGrid in MosaicCore).
static double advance(double value) {
  double scaled = value * 0x1p20;
  if (!(fabs(scaled) < 0x1p52)) return value;
  double truncated = (double)(long long)scaled;
  return (truncated < scaled ? truncated + 1 : truncated) * 0x1p-20;
}

int mc_waterfall_prepare(
  const mc_waterfall_params *p, const mc_size *sizes, long count, mc_layout *out) {
  memset(out, 0, sizeof(*out));
  if (count < 0 || p->column_count < 1 || !mc_valid_extent(p->dimension)
      || !mc_valid_extent(p->column_spacing) || !mc_valid_extent(p->interitem_spacing)) {
    return -1;
  }
  for (long i = 0; i < count; i++) {
    if (!mc_valid_extent(sizes[i].width) || !mc_valid_extent(sizes[i].height)) return -1;
  }
  const long columns = p->column_count;
  double stack_heights[64];
  double *heights = columns <= 64 ? stack_heights : malloc((size_t)columns * sizeof(double));
  if (!heights) return -1;
  if (mc_frames_allocate(&out->frames, count) != 0) {
    if (heights != stack_heights) free(heights);
    return -1;
  }
  const double available = p->dimension - p->inset_left - p->inset_right;
  const double item_width = floor_to_pixel(
    (available - (double)(columns - 1) * p->column_spacing) / (double)columns, p->scale);
  const double top = advance(p->inset_top);
  for (long c = 0; c < columns; c++) heights[c] = top;
  double *restrict x = out->frames.min_x;
  double *restrict y = out->frames.min_y;
  double *restrict w = out->frames.width;
  double *restrict h = out->frames.height;
  for (long i = 0; i < count; i++) {
    long shortest = 0;
    double lowest = heights[0];
    for (long c = 1; c < columns; c++) {
      if (heights[c] < lowest) {
        lowest = heights[c];
        shortest = c;
      }
    }
    mc_size size = sizes[i];
    double height = size.width > 0 && size.height > 0
      ? floor_to_pixel(size.height * item_width / size.width, p->scale) : 0;
    x[i] = p->inset_left + (item_width + p->column_spacing) * (double)shortest;
    y[i] = lowest;
    w[i] = item_width;
    h[i] = height;
    heights[shortest] = lowest + advance(height) + advance(p->interitem_spacing);
  }
  double tallest = heights[0];
  for (long c = 1; c < columns; c++) {
    if (heights[c] > tallest) tallest = heights[c];
  }
  if (heights != stack_heights) free(heights);
  out->content_width = p->dimension;
  out->content_height = tallest - advance(p->interitem_spacing) + advance(p->inset_bottom);
  if (mc_index_build(&out->index, &out->frames, count) != 0) {
    mc_layout_free(out);
    return -1;
  }
  return 0;
}
