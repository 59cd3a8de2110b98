// Helpers shared by the C baselines (not part of the public header).
#ifndef MOSAIC_CBASELINES_INTERNAL_H
#define MOSAIC_CBASELINES_INTERNAL_H

#include "CBaselines.h"

#include <math.h>
#include <stdlib.h>

/// Allocates four arrays of `count` doubles (uninitialised: the layout writes every slot).
static inline int mc_frames_allocate(mc_frames *frames, long count) {
  size_t bytes = (size_t)(count > 0 ? count : 1) * sizeof(double);
  frames->min_x = malloc(bytes);
  frames->min_y = malloc(bytes);
  frames->width = malloc(bytes);
  frames->height = malloc(bytes);
  frames->count = count;
  if (!frames->min_x || !frames->min_y || !frames->width || !frames->height) {
    free(frames->min_x);
    free(frames->min_y);
    free(frames->width);
    free(frames->height);
    return -1;
  }
  return 0;
}

static inline int mc_valid_extent(double value) { return isfinite(value) && value >= 0; }

#endif
