'use strict';
// The renderer's long content, an extension of Renderer (render.js) by concern.
//
// Long content: Chromium lays nothing out past 33,554,430 px (its layout units are 1/64 px in
// 32 bits), so a content longer than LONG along the scroll axis is shown through a content box
// LONG px long. The page then owns the offset along the axis (`along`, exactly the engine's) and
// draws each element at `frame + inset − shift`, `shift` being a whole number of pixels: every
// node sits within a few viewports of the scroll position, at the same place on screen as in an
// unbounded box. The browser's scroll position becomes input: a step of at most JUMP_VIEWPORTS
// viewports (a wheel
// notch, a key, a finger's move) moves the content by exactly that step, a longer one (the
// scrollbar's thumb dragged or clicked, End and Home) moves it to the same fraction of the
// content (`fromBox`). When the scroll position has drifted more than a viewport from that
// fraction, or the content moves by the engine (an anchored batch, auto-scroll, scrollToItem),
// the box is rebased: the scroll position is set to the fraction and `shift` changes by the
// same whole pixels, so nothing moves on screen. A rebase by scaling alone (the scroll position
// times a ratio) would move the content by tens of pixels a wheel pixel at 10^7 rows; rebasing
// alone, without the fraction, would leave the scrollbar's thumb meaningless.
const LONG = 10000000;
const JUMP_VIEWPORTS = 2;

class LongContent {
  // Back to a content box of the content's own length (see LONG).
  resetLong() {
    this.long = false;
    this.along = 0; // the engine's offset along the scroll axis, while long
    this.shift = 0; // DOM coordinate = engine coordinate + inset − shift, along the scroll axis
    this.seen = 0;  // the box's scroll position along the axis, as last read or set
    this.viewport.classList.remove('long');
  }

  // The box's scroll position along the scroll axis.
  get boxScroll() { return this.vertical ? this.viewport.scrollTop : this.viewport.scrollLeft; }
  set boxScroll(value) {
    if (this.vertical) this.viewport.scrollTop = value; else this.viewport.scrollLeft = value;
  }

  // Along the scroll axis: the inset before and after the content, the viewport's length, the
  // content's length with both insets, and the engine's largest offset.
  get before() { return this.vertical ? this.inset.top : this.inset.left; }
  get after() { return this.vertical ? this.inset.bottom : this.inset.right; }
  get extent() { return this.vertical ? this.doc.viewport.height : this.doc.viewport.width; }
  get total() {
    const size = this.state ? this.state.contentSize : { width: 0, height: 0 };
    return this.before + (this.vertical ? size.height : size.width) + this.after;
  }
  get maxAlong() { return Math.max(-this.before, this.total - this.extent - this.before); }
  // `along` within the content's offsets.
  clampAlong(along) { return Math.min(this.maxAlong, Math.max(-this.before, along)); }

  // The box's scroll position at the same fraction of its range as `along` of the content's,
  // and back.
  toBox(along) {
    const range = this.total - this.extent;
    return range > 0 ? (along + this.before) / range * (LONG - this.extent) : 0;
  }
  fromBox(scroll) {
    return scroll / (LONG - this.extent) * (this.total - this.extent) - this.before;
  }

  // Where the box scrolls for the content offset `along`: the same fraction, in whole pixels,
  // but never nearer either end of the box than the content is to its own end, up to a margin
  // wider than a small step, so that a step never meets the box's end before the content's.
  boxTarget(along) {
    const margin = (JUMP_VIEWPORTS + 1) * this.extent;
    const low = Math.min(margin, along + this.before);
    const high = LONG - this.extent - Math.min(margin, this.maxAlong - along);
    return Math.min(high, Math.max(low, Math.round(this.toBox(along))));
  }

  // Long content: shows the content at offset `along` (clamped), the box rebased to
  // `boxTarget` and the nodes moved with it, so that only the content's own move is seen.
  moveAlong(along) {
    this.along = this.clampAlong(along);
    this.boxScroll = this.boxTarget(this.along);
    // The browser may clamp or round: the shift is taken from the position it kept.
    this.seen = this.boxScroll;
    const shift = this.along + this.before - this.seen;
    if (shift !== this.shift) {
      this.shift = shift;
      for (const { node, element } of this.nodes.values()) this.place(node, element, this.state);
      this.showDragOverlays(this.state);
    }
  }

  // Called on every scroll event before the window is asked for: with long content, turns the
  // box's move into the content's (see LONG).
  scrolled() {
    if (!this.long) return;
    const scroll = this.boxScroll;
    const step = scroll - this.seen;
    if (step === 0) return;
    this.seen = scroll;
    // A jump lands on a whole pixel, so whole-pixel frames stay whole on screen.
    if (Math.abs(step) > JUMP_VIEWPORTS * this.extent) { this.moveAlong(Math.round(this.fromBox(scroll))); return; }
    const along = this.along + step;
    const clamped = this.clampAlong(along);
    this.along = clamped;
    // The nodes moved with the box by `step`, as the content did: nothing to redraw unless the
    // content stopped at its end or the box drifted a viewport from where it should be.
    if (clamped !== along || Math.abs(scroll - this.boxTarget(clamped)) > this.extent) this.moveAlong(clamped);
  }
}

extend(Renderer, LongContent);
