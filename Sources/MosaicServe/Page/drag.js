'use strict';
// Pointer input: drag-to-reorder (one message per display frame: the latest pointer position,
// or a `tick` for edge auto-scroll while the pointer rests) and the carousel's swipe.

class Gestures {
  constructor(app) {
    this.app = app;
    this.drag = null;     // {point, sent, ending}
    this.swipe = null;    // {last, dx, samples}
    const v = app.renderer.viewport;
    v.addEventListener('pointerdown', (e) => this.down(e));
    v.addEventListener('pointermove', (e) => this.moveEvent(e));
    v.addEventListener('pointerup', (e) => this.up(e));
    v.addEventListener('pointercancel', () => this.cancel());
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
    if (!e.target.closest('.cell')) return;
    e.preventDefault();
    const point = this.point(e);
    this.drag = { point, sent: null, ending: false, pointer: e.pointerId };
    v.setPointerCapture(e.pointerId);
    const reply = await this.app.request({ op: 'dragBegin', point });
    if (reply.type !== 'state') { this.drag = null; return; }
    this.drag.sent = point;
    this.app.applyDrag(reply);
    this.frame();
  }

  moveEvent(e) {
    if (this.drag) { this.drag.point = this.point(e); return; }
    if (this.swipe) {
      this.swipe.dx += e.clientX - this.swipe.last;
      this.swipe.last = e.clientX;
      this.swipe.samples.push({ t: performance.now(), x: e.clientX });
      if (this.swipe.samples.length > 6) this.swipe.samples.shift();
    }
  }

  // One message a frame, never two in flight: the newest point, else a tick for auto-scroll.
  async frame() {
    const drag = this.drag;
    if (!drag || drag.ending) return;
    const moved = !drag.sent || drag.point.x !== drag.sent.x || drag.point.y !== drag.sent.y;
    const message = moved ? { op: 'dragMove', point: drag.point } : { op: 'tick', count: 1 };
    if (moved) drag.sent = drag.point;
    const started = performance.now();
    const reply = await this.app.request(message);
    if (moved) this.app.dragLatencies.push(performance.now() - started);
    if (this.drag === drag && !drag.ending && reply.type === 'state') this.app.applyDrag(reply);
    if (this.drag === drag && !drag.ending) requestAnimationFrame(() => this.frame());
  }

  async up(e) {
    if (this.swipe) { this.release(); return; }
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
    const reply = await this.app.request({ op: 'carouselDrag', dx });
    if (reply.type === 'state') this.app.applyState(reply, { slide: false });
  }

  async release() {
    const swipe = this.swipe;
    await this.swipeFrame();
    this.swipe = null;
    const s = swipe.samples, first = s[0], last = s[s.length - 1];
    const ms = Math.max(1, last.t - first.t);
    const velocity = -(last.x - first.x) / ms; // points per millisecond, along the content
    const reply = await this.app.request({ op: 'carouselRelease', velocity });
    this.app.carouselDragging = false;
    if (reply.type === 'state') this.app.applyState(reply, { slide: true });
  }
}
