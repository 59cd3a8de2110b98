'use strict';
// Pointer input: a press on a cell that moves more than SLOP px lifts it for drag-to-reorder
// (one message per display frame: the latest pointer position, or a `tick` for edge auto-scroll
// while the pointer rests); a press released where it began is a tap, which selects (the
// engine's Selection); hovering asks the engine which cell is under the pointer (`hit`, one in
// flight); and the carousel's swipe.

const SLOP = 4;

// A drag's messages, one a display frame and never two in flight: the newest point (`ops.move`),
// else a tick for auto-scroll (`ops.tick`). `owner` holds the drag ({point, sent, ending}) and
// the app; `apply` gets each reply of type `ops.reply` while the drag goes on (else null) and
// a move's round trip in ms.
async function dragFrames(owner, ops, apply) {
  const drag = owner.drag;
  if (!drag || drag.ending) return;
  const moved = !drag.sent || drag.point.x !== drag.sent.x || drag.point.y !== drag.sent.y;
  const message = moved ? { op: ops.move, point: drag.point } : { op: ops.tick, count: 1 };
  if (moved) drag.sent = drag.point;
  const started = performance.now();
  const reply = await owner.app.request(message);
  const going = owner.drag === drag && !drag.ending;
  apply(going && reply.type === ops.reply ? reply : null, moved ? performance.now() - started : null);
  if (going) requestAnimationFrame(() => dragFrames(owner, ops, apply));
}

class Gestures {
  constructor(app) {
    this.app = app;
    this.press = null;    // {point, pointer}: a press on a cell, not yet a drag or a tap
    this.drag = null;     // {point, sent, ending}
    this.swipe = null;    // {last, dx, samples}
    this.hover = null;    // the latest hovered point (viewport coordinates), waiting to be asked
    this.hoverBusy = false;
    const v = app.renderer.viewport;
    v.addEventListener('pointerdown', (e) => this.down(e));
    v.addEventListener('pointermove', (e) => this.moveEvent(e));
    v.addEventListener('pointerup', (e) => this.up(e));
    v.addEventListener('pointercancel', () => this.cancel());
    v.addEventListener('pointerleave', () => { this.hover = null; this.app.showHit(null); });
  }

  // The pointer in the viewport's coordinates (the engine's finger space).
  point(e) {
    const r = this.app.renderer.viewport.getBoundingClientRect();
    const v = this.app.renderer.viewport;
    return { x: e.clientX - r.left - v.clientLeft, y: e.clientY - r.top - v.clientTop };
  }

  async down(e) {
    if (e.button !== 0 || !this.app.doc) return;
    const v = this.app.renderer.viewport;
    if (this.app.doc.carousel) {
      v.setPointerCapture(e.pointerId);
      this.swipe = { last: e.clientX, dx: 0, samples: [{ t: performance.now(), x: e.clientX }] };
      this.app.carouselDragging = true;
      return;
    }
    const cell = e.target.closest('.cell');
    if (!cell) return;
    e.preventDefault();
    // A compositional layout's band scrolls sideways under the finger instead of lifting a cell.
    const band = Number(cell.dataset.section);
    if ((this.app.doc.bands || []).includes(band)) {
      v.setPointerCapture(e.pointerId);
      this.swipe = { band, last: e.clientX, dx: 0, samples: [{ t: performance.now(), x: e.clientX }] };
      return;
    }
    v.setPointerCapture(e.pointerId);
    this.press = { point: this.point(e), pointer: e.pointerId, cell: cell.dataset.name };
  }

  // A press that moved past the slop: the cell is lifted where the press began.
  async lift(current) {
    const point = this.press.point;
    this.press = null;
    this.drag = { point: current, sent: null, ending: false };
    // A selected cell takes the selection with it (the engine gathers it under the finger).
    const reply = await this.app.request({ op: 'dragBegin', point, liftSelection: true });
    if (reply.type !== 'state') { this.drag = null; return; }
    this.drag.sent = point;
    this.app.applyDrag(reply);
    this.frame();
  }

  moveEvent(e) {
    if (this.press) {
      const point = this.point(e);
      if (Math.hypot(point.x - this.press.point.x, point.y - this.press.point.y) > SLOP) this.lift(point);
      return;
    }
    if (this.drag) { this.drag.point = this.point(e); return; }
    if (!this.swipe && this.app.doc) { this.hover = this.point(e); this.askHit(); }
    if (this.swipe) {
      this.swipe.dx += e.clientX - this.swipe.last;
      this.swipe.last = e.clientX;
      this.swipe.samples.push({ t: performance.now(), x: e.clientX });
      if (this.swipe.samples.length > 6) this.swipe.samples.shift();
    }
  }

  frame() {
    dragFrames(this, { move: 'dragMove', tick: 'tick', reply: 'state' }, (reply, ms) => {
      if (ms != null) this.app.dragLatencies.push(ms);
      if (reply) this.app.applyDrag(reply);
    });
  }

  // Which cell is under the hovered point: one `hit` in flight, the latest point asked next.
  async askHit() {
    if (this.hoverBusy || !this.hover) return;
    this.hoverBusy = true;
    const at = this.hover;
    this.hover = null;
    const offset = this.app.renderer.engineOffset();
    const reply = await this.app.request({ op: 'hit', point: { x: at.x + offset.x, y: at.y + offset.y } });
    this.hoverBusy = false;
    if (reply.type === 'hit' && !this.drag) this.app.showHit(reply);
    if (this.hover) this.askHit();
  }

  async up(e) {
    if (this.swipe) { this.release(); return; }
    if (this.press) {
      const { point, cell } = this.press;
      this.press = null;
      await this.app.step({ op: 'tap', point }, {});
      this.app.showHit(this.app.lastHit);
      // The tapped cell takes the keyboard's focus, and the viewport the page's.
      const tapped = this.app.renderer.state.elements.find((e) => e.category === 'cell' && e.name === cell);
      if (tapped) this.app.keyboard.focusOn(tapped.name, [tapped.section, tapped.item]);
      this.app.renderer.viewport.focus({ preventScroll: true });
      return;
    }
    const drag = this.drag;
    if (!drag || drag.ending) return;
    drag.point = this.point(e);
    drag.ending = true;
    await this.app.request({ op: 'dragMove', point: drag.point });
    const reply = await this.app.request({ op: 'dragEnd' });
    this.drag = null;
    if (reply.type === 'state') this.app.applyState(reply, { animate: 200 });
    this.app.lastMove = reply.moved || null;
  }

  async cancel() {
    if (this.swipe) { this.release(); return; }
    this.press = null;
    if (!this.drag) return;
    this.drag.ending = true;
    const reply = await this.app.request({ op: 'dragCancel' });
    this.drag = null;
    if (reply.type === 'state') this.app.applyState(reply, { animate: 200 });
  }

  // Sends the swipe's accumulated movement (the content moves against the finger).
  async swipeFrame() {
    if (!this.swipe || this.swipe.dx === 0) return;
    const dx = -this.swipe.dx;
    this.swipe.dx = 0;
    const message = this.swipe.band != null
      ? { op: 'bandDrag', section: this.swipe.band, dx } : { op: 'carouselDrag', dx };
    const reply = await this.app.request(message);
    if (reply.type === 'state') this.app.applyState(reply, { slide: false });
  }

  async release() {
    const swipe = this.swipe;
    await this.swipeFrame();
    this.swipe = null;
    const s = swipe.samples, first = s[0], last = s[s.length - 1];
    const ms = Math.max(1, last.t - first.t);
    const velocity = -(last.x - first.x) / ms; // points per millisecond, along the content
    const reply = await this.app.request(swipe.band != null
      ? { op: 'bandRelease', section: swipe.band, velocity } : { op: 'carouselRelease', velocity });
    this.app.carouselDragging = false;
    if (reply.type === 'state') this.app.applyState(reply, { slide: true });
  }
}
