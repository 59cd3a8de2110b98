// Flow baselines: Sources/MosaicFlow/Flow+Lines.swift (layOutGrid, layOutLines, placement) and
// Flow.prepare for one vertical section without header or footer, origins unrounded.
#include "internal.h"

#include <string.h>

static int check_params(const mc_flow_params *p) {
  return mc_valid_extent(p->dimension) && mc_valid_extent(p->interitem_spacing)
    && mc_valid_extent(p->line_spacing) && mc_valid_extent(p->inset_top)
    && mc_valid_extent(p->inset_left) && mc_valid_extent(p->inset_bottom)
    && mc_valid_extent(p->inset_right);
}

/// Frames, content size and index; `bottom` is the last line's end.
static int finish(const mc_flow_params *p, double bottom, mc_layout *out) {
  double cursor = bottom + p->inset_bottom;
  if (!isfinite(cursor)) return -1;
  out->content_width = p->dimension;
  out->content_height = cursor;
  return mc_index_build(&out->index, &out->frames, out->frames.count);
}

int mc_flow_grid_prepare(const mc_flow_params *p, mc_size item, long count, mc_layout *out) {
  memset(out, 0, sizeof(*out));
  if (count < 0 || !check_params(p) || !mc_valid_extent(item.width)
      || !mc_valid_extent(item.height)) {
    return -1;
  }
  if (mc_frames_allocate(&out->frames, count) != 0) return -1;
  const double begin = p->inset_left;
  const double available = p->dimension - begin - p->inset_right;
  const double spacing = p->interitem_spacing;
  const double top = p->inset_top;
  double bottom = top;
  if (count > 0) {
    const double pitch = item.width + spacing;
    double per_line;
    if (pitch > 0) {
      per_line = floor((available + spacing) / pitch);
      if (per_line < 1) per_line = 1;
    } else {
      per_line = available >= 0 ? INFINITY : 1;
    }
    const long items_per_line = per_line >= (double)count ? count : (long)per_line;
    double main_start, main_step;
    if (per_line == 1) {
      main_start = begin + (available - item.width) / 2;
      main_step = 0;
    } else {
      double gap = isfinite(per_line) ? (available - per_line * item.width) / (per_line - 1)
                                      : spacing;
      main_start = begin;
      main_step = item.width + gap;
    }
    const double cross_step = item.height + p->line_spacing;
    double *restrict x = out->frames.min_x;
    double *restrict y = out->frames.min_y;
    double *restrict w = out->frames.width;
    double *restrict h = out->frames.height;
    long column = 0, line = 0;
    for (long i = 0; i < count; i++) {
      x[i] = main_start + (double)column * main_step;
      y[i] = top + (double)line * cross_step;
      w[i] = item.width;
      h[i] = item.height;
      if (++column == items_per_line) {
        column = 0;
        line++;
      }
    }
    long line_count = (count - 1) / items_per_line + 1;
    bottom = top + (double)(line_count - 1) * cross_step + item.height;
  }
  if (finish(p, bottom, out) != 0) {
    mc_layout_free(out);
    return -1;
  }
  return 0;
}

int mc_flow_lines_prepare(const mc_flow_params *p, const mc_size *sizes, long count, mc_layout *out) {
  memset(out, 0, sizeof(*out));
  if (count < 0 || !check_params(p)) return -1;
  // LayoutInput.validate: every size finite and not negative.
  for (long i = 0; i < count; i++) {
    if (!mc_valid_extent(sizes[i].width) || !mc_valid_extent(sizes[i].height)) return -1;
  }
  // SectionData.uniformSize: equal sizes take the grid path.
  int uniform = 1;
  for (long i = 1; i < count; i++) {
    if (sizes[i].width != sizes[0].width || sizes[i].height != sizes[0].height) {
      uniform = 0;
      break;
    }
  }
  if (uniform && count > 0) return mc_flow_grid_prepare(p, sizes[0], count, out);

  if (mc_frames_allocate(&out->frames, count) != 0) return -1;
  const double begin = p->inset_left;
  const double available = p->dimension - begin - p->inset_right;
  const double spacing = p->interitem_spacing;
  double *restrict x = out->frames.min_x;
  double *restrict y = out->frames.min_y;
  double *restrict w = out->frames.width;
  double *restrict h = out->frames.height;
  double line_top = p->inset_top;
  double bottom = line_top;
  int every_line_single = 1;
  long start = 0;
  while (start < count) {
    // Measure: the first item always joins.
    double extent_sum = sizes[start].width;
    double used = extent_sum;
    double thickness = sizes[start].height;
    long stop = start + 1;
    while (stop < count) {
      double next = used + spacing + sizes[stop].width;
      if (next > available) break;
      used = next;
      extent_sum += sizes[stop].width;
      if (sizes[stop].height > thickness) thickness = sizes[stop].height;
      stop++;
    }
    long n = stop - start;
    every_line_single = every_line_single && n == 1;
    int complete = stop < count || every_line_single;
    double main_start, gap;
    if (complete) {  // justified
      if (n == 1) {
        main_start = begin + (available - extent_sum) / 2;
        gap = 0;
      } else {
        main_start = begin;
        gap = (available - extent_sum) / (double)(n - 1);
      }
    } else {  // leading
      main_start = begin;
      gap = spacing;
    }
    double main = main_start;
    for (long i = start; i < stop; i++) {
      double width = sizes[i].width;
      double height = sizes[i].height;
      x[i] = main;
      y[i] = line_top + (thickness - height) / 2;
      w[i] = width;
      h[i] = height;
      main += width + gap;
    }
    bottom = line_top + thickness;
    line_top = bottom + p->line_spacing;
    start = stop;
  }
  if (finish(p, bottom, out) != 0) {
    mc_layout_free(out);
    return -1;
  }
  return 0;
}

void mc_layout_free(mc_layout *layout) {
  free(layout->frames.min_x);
  free(layout->frames.min_y);
  free(layout->frames.width);
  free(layout->frames.height);
  layout->frames.min_x = layout->frames.min_y = NULL;
  layout->frames.width = layout->frames.height = NULL;
  mc_index_free(&layout->index);
}
