'use strict';
// The keyboard: arrows move focus between cells by the engine's geometry (`focus`); Space or
// Enter picks the focused cell up (with the selection, when it is selected) and drops it; arrows
// move a picked-up cell (`moveLifted`), `[` and `]` step it back and forth through the data;
// Escape puts it back. Every step's announcement (the engine's sentence) goes to a live region.

const ARROWS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

class Keyboard {
  constructor(app) {
    this.app = app;
    this.focus = null;    // {name, section, item}: the focused cell
    this.lifted = false;  // a cell is picked up
    this.busy = false;    // one key at a time, each answered before the next
    this.announcer = document.getElementById('announcer');
    app.renderer.viewport.addEventListener('keydown', (e) => this.key(e));
  }

  async key(e) {
    if (!this.app.doc || this.app.doc.carousel) return;
    const direction = ARROWS[e.key] || (this.lifted && e.key === ']' ? 'next' : null) ||
      (this.lifted && e.key === '[' ? 'previous' : null);
    const action = direction ? () => (this.lifted ? this.moveLifted(direction) : this.moveFocus(direction))
      : e.key === ' ' || e.key === 'Enter' ? () => (this.lifted ? this.drop() : this.pickUp())
      : e.key === 'Escape' && this.lifted ? () => this.cancel() : null;
    if (!action) return;
    e.preventDefault();
    if (this.busy || this.app.gestures.drag) return;
    this.busy = true;
    try { await action(); } finally { this.busy = false; }
  }

  // Focus follows a tap, and the first visible cell when there is none.
  focusOn(name, path) {
    this.focus = name == null ? null : { name, section: path[0], item: path[1] };
    this.app.renderer.focusName = this.focus ? this.focus.name : null;
    this.app.renderer.showFocus();
  }

  async moveFocus(direction) {
    if (!this.focus) {
      const first = this.app.visibleCells()[0];
      if (first) this.focusOn(first.name, [first.section, first.item]);
      return;
    }
    const reply = await this.app.request({ op: 'focus', item: [this.focus.section, this.focus.item], direction });
    if (reply.type !== 'focus' || !reply.focus) return;
    this.focusOn(reply.name, reply.focus);
    await this.reveal();
  }

  // Scrolls the focused cell into view when it is outside the viewport.
  async reveal() {
    const shown = this.app.visibleCells().some((c) => c.name === this.focus.name);
    if (shown) return;
    const position = this.app.doc.scrollDirection === 'horizontal' ? 'centeredHorizontally' : 'centeredVertically';
    await this.app.scrollToItem(this.focus.section, this.focus.item, position);
  }

  async pickUp() {
    if (!this.focus) return this.moveFocus('down');
    const reply = await this.app.request({ op: 'pickUp', item: [this.focus.section, this.focus.item], liftSelection: true });
    this.announce(reply);
    if (reply.type !== 'state') return;
    this.lifted = true;
    this.app.applyDrag(reply);
  }

  async moveLifted(direction) {
    const reply = await this.app.request({ op: 'moveLifted', direction });
    this.announce(reply);
    if (reply.type !== 'state') return;
    if (reply.target) this.focus = Object.assign(this.focus, { section: reply.target[0], item: reply.target[1] });
    this.app.applyDrag(reply);
  }

  async drop() {
    const reply = await this.app.request({ op: 'dragEnd' });
    this.finish(reply);
    if (reply.moved) this.focus = Object.assign(this.focus, { section: reply.moved.to[0], item: reply.moved.to[1] });
    this.app.lastMove = reply.moved || null;
  }

  async cancel() { this.finish(await this.app.request({ op: 'dragCancel' })); }

  finish(reply) {
    this.announce(reply);
    this.lifted = false;
    if (reply.type === 'state') this.app.applyState(reply, { animate: 200 });
  }

  announce(reply) {
    const text = reply.type === 'error' ? reply.message : reply.announcement;
    if (text) this.announcer.textContent = text;
  }

  // A new document: nothing focused, nothing lifted.
  reset() {
    this.lifted = false;
    this.focusOn(null);
    this.announcer.textContent = '';
  }
}
