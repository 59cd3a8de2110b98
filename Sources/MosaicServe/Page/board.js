'use strict';
// Two columns: the loaded document laid out twice side by side as one engine board
// (ReorderBoard), so a cell can be dragged out of one column and into the other. Everything
// drawn comes from the engine's `board` replies: each column's elements in its viewport, the
// lifted cell under the finger in the column it is over, the slot where it would land.

const BOARD_SLOP = 4;

class Board {
  constructor(app) {
    this.app = app;
    this.stage = document.getElementById('boardStage');
    this.element = document.getElementById('board');
    this.columns = [];
    this.state = null;
    this.drag = null;    // {point, sent, ending}
    this.press = null;   // {point}
    this.busy = false;
    this.lastDrop = null;
    document.getElementById('twoColumns').addEventListener('click', () => this.toggle());
    this.element.addEventListener('pointerdown', (e) => this.down(e));
    this.element.addEventListener('pointermove', (e) => this.moved(e));
    this.element.addEventListener('pointerup', (e) => this.up(e));
    this.element.addEventListener('pointercancel', () => this.cancel());
  }

  async toggle() {
    if (!this.stage.hidden) { this.hide(); return; }
    const reply = await this.app.request({ op: 'board', gap: 20 });
    if (reply.type !== 'board') return;
    this.stage.hidden = false;
    this.show(reply);
  }

  // A new document drops the board (the engine's too).
  hide() { this.stage.hidden = true; this.element.textContent = ''; this.columns = []; this.state = null; }

  // The board point under a pointer event: the first column's viewport at the origin.
  point(e) {
    const r = this.element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  show(reply) {
    this.state = reply;
    reply.columns.forEach((column, index) => {
      if (!this.columns[index]) this.columns[index] = this.makeColumn(index);
      this.drawColumn(this.columns[index], column);
    });
    const last = reply.columns[reply.columns.length - 1];
    this.element.style.width = (last.origin.x + last.viewport.width) + 'px';
    this.element.style.height = Math.max(...reply.columns.map((c) => c.viewport.height)) + 'px';
  }

  makeColumn(index) {
    const box = document.createElement('div');
    box.className = 'column';
    box.dataset.column = index;
    const content = document.createElement('div');
    content.className = 'columnContent';
    box.appendChild(content);
    this.element.appendChild(box);
    box.addEventListener('scroll', () => this.scrolled(index), { passive: true });
    return { box, content, syncing: false };
  }

  drawColumn(column, state) {
    const { box, content } = column;
    box.style.left = state.origin.x + 'px';
    box.style.top = state.origin.y + 'px';
    box.style.width = state.viewport.width + 'px';
    box.style.height = state.viewport.height + 'px';
    content.style.width = state.contentSize.width + 'px';
    content.style.height = state.contentSize.height + 'px';
    content.textContent = '';
    for (const e of state.elements) {
      const node = document.createElement('div');
      const lifted = e.category === 'cell' && e.zIndex >= 1e6;  // the engine's Int.max, clamped
      node.className = 'el ' + e.category + (lifted ? ' dragging' : '');
      const [x, y, w, h] = e.frame;
      Object.assign(node.style, { left: x + 'px', top: y + 'px', width: w + 'px', height: h + 'px', zIndex: lifted ? 1000 : 1 });
      if (e.name != null) { node.dataset.name = e.name; node.textContent = e.name; }
      else if (e.category !== 'decoration') node.textContent = e.category + ' ' + e.section;
      content.appendChild(node);
    }
    if (state.slot) {
      const slot = document.createElement('div');
      slot.className = 'overlay slot';
      const [x, y, w, h] = state.slot;
      Object.assign(slot.style, { left: x + 'px', top: y + 'px', width: w + 'px', height: h + 'px' });
      content.appendChild(slot);
    }
    // The engine's offset (edge auto-scroll moves it); the scroll event it fires is ours.
    if (Math.abs(box.scrollTop - state.contentOffset.y) > 0.5 || Math.abs(box.scrollLeft - state.contentOffset.x) > 0.5) {
      column.syncing = true;
      box.scrollTop = state.contentOffset.y;
      box.scrollLeft = state.contentOffset.x;
    }
  }

  async scrolled(index) {
    const column = this.columns[index];
    if (column.syncing) { column.syncing = false; return; }
    if (this.busy || this.drag) return;
    this.busy = true;
    const reply = await this.app.request({ op: 'boardScroll', collection: index, offset: { x: column.box.scrollLeft, y: column.box.scrollTop } });
    this.busy = false;
    if (reply.type === 'board') this.show(reply);
  }

  down(e) {
    if (e.button !== 0 || !e.target.closest('.cell')) return;
    e.preventDefault();
    this.element.setPointerCapture(e.pointerId);
    this.press = { point: this.point(e) };
  }

  async moved(e) {
    if (this.press) {
      const point = this.point(e);
      if (Math.hypot(point.x - this.press.point.x, point.y - this.press.point.y) <= BOARD_SLOP) return;
      const start = this.press.point;
      this.press = null;
      this.drag = { point, sent: null, ending: false };
      const reply = await this.app.request({ op: 'boardBegin', point: start });
      if (reply.type !== 'board') { this.drag = null; return; }
      this.drag.sent = start;
      this.show(reply);
      this.frame();
      return;
    }
    if (this.drag) this.drag.point = this.point(e);
  }

  frame() {
    dragFrames(this, { move: 'boardMove', tick: 'boardTick', reply: 'board' }, (reply) => {
      if (reply) this.show(reply);
    });
  }

  async up(e) {
    this.press = null;
    const drag = this.drag;
    if (!drag || drag.ending) return;
    drag.ending = true;
    await this.app.request({ op: 'boardMove', point: this.point(e) });
    const reply = await this.app.request({ op: 'boardEnd' });
    this.drag = null;
    if (reply.type === 'board') { this.lastDrop = reply.dropped || null; this.show(reply); }
  }

  async cancel() {
    this.press = null;
    if (!this.drag) return;
    this.drag.ending = true;
    const reply = await this.app.request({ op: 'boardCancel' });
    this.drag = null;
    if (reply.type === 'board') this.show(reply);
  }

  idle() { return !this.busy && !this.drag && !this.press; }
}
