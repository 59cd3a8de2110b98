'use strict';
// Draws the engine's answer as real DOM nodes, virtualised: only the elements the engine
// returned for the window (the visible rect plus overscan) exist, in a content box sized to the
// layout's contentSize. One node per element identity (a cell by its item's name), so a batch
// or a drag moves nodes instead of re-creating them, and a batch animates each node with the
// engine's transition (its start and end attributes).
//
// Coordinates: the engine's content origin sits at (inset.left, inset.top) in the content box,
// so the engine's contentOffset (which may be negative by the insets) is scrollLeft/Top − inset.
//
// Long content (past the browser's 33.5 M px) is long.js's.

const WORDS = ('layout flow waterfall sticky shelf carousel frame section item header footer ' +
  'cell estimate measure scroll anchor drag reorder batch insert delete move shuffle engine ' +
  'mosaic browser virtual window overscan resize observer transition pinned').split(' ');

// FNV-1a of a string: stable shades and texts per item name.
function hashOf(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 16777619) >>> 0; }
  return h;
}

// Deterministic text for an item name: lengths vary from a few words to a paragraph.
function textFor(name) {
  let h = hashOf(name);
  const count = 3 + (h % 38);
  const words = [name + ':'];
  for (let i = 0; i < count; i++) { h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0; words.push(WORDS[h % WORDS.length]); }
  return words.join(' ');
}

// Gives `target`'s prototype the methods and accessors of `source`'s: how a page script extends
// a class by concern (long.js extends Renderer, panels.js Playground), keeping class syntax.
function extend(target, source) {
  for (const name of Object.getOwnPropertyNames(source.prototype)) {
    if (name !== 'constructor') {
      Object.defineProperty(target.prototype, name, Object.getOwnPropertyDescriptor(source.prototype, name));
    }
  }
}

class Renderer {
  constructor(viewport, content) {
    this.viewport = viewport;
    this.content = content;
    this.nodes = new Map(); // key → {node, element}
    this.doc = null;
    this.state = null;
    this.measure = null; // (element, height) → void, set by the app for self-sizing cells
    this.hovered = null; // the name of the cell the engine says is under the pointer
    this.resetLong();
    this.observer = new ResizeObserver((entries) => this.observed(entries));
  }

  static key(e) {
    return e.category === 'cell' && e.name != null
      ? 'c:' + e.name : e.category + ':' + e.kind + ':' + e.section + ':' + e.item;
  }

  setDocument(doc) {
    this.doc = doc;
    for (const { node } of this.nodes.values()) node.remove();
    this.nodes.clear();
    this.content.querySelectorAll(':scope > .overlay').forEach((node) => node.remove());
    const v = this.viewport;
    v.classList.toggle('carousel', doc.carousel != null);
    v.classList.toggle('horizontal', doc.scrollDirection === 'horizontal');
    v.style.width = doc.viewport.width + 'px';
    v.style.height = doc.viewport.height + 'px';
    this.fitViewport();
    this.content.classList.remove('sliding');
    this.content.style.transform = '';
    this.resetLong();
    v.scrollLeft = 0;
    v.scrollTop = 0;
  }

  // The client area is the document's viewport, whatever the border and scroll bars take:
  // fitted again after every reply, since a scroll bar appears only once the content overflows
  // (fitted once, a vertical layout's scroll bar took its width from the layout's 390 px and
  // added a horizontal one).
  fitViewport() {
    const v = this.viewport, w = this.doc.viewport.width, h = this.doc.viewport.height;
    for (let i = 0; i < 3 && (v.clientWidth !== w || v.clientHeight !== h); i++) {
      v.style.width = (v.offsetWidth + w - v.clientWidth) + 'px';
      v.style.height = (v.offsetHeight + h - v.clientHeight) + 'px';
    }
  }

  get vertical() { return !this.doc || this.doc.scrollDirection === 'vertical'; }
  get inset() { return this.doc ? this.doc.contentInset : { top: 0, left: 0, bottom: 0, right: 0 }; }

  // The engine's contentOffset that the DOM scroll position shows.
  engineOffset() {
    if (this.doc && this.doc.carousel) return this.state ? this.state.contentOffset : { x: 0, y: 0 };
    const offset = { x: this.viewport.scrollLeft - this.inset.left, y: this.viewport.scrollTop - this.inset.top };
    if (this.long) { if (this.vertical) offset.y = this.along; else offset.x = this.along; }
    return offset;
  }

  // The window to ask for: the visible rect grown by a viewport each way along the scroll axis.
  // Self-sizing cells are measured in that overscan, before they scroll into view, so the
  // engine's anchor (the first visible cell) is a measured one while scrolling.
  windowRect() {
    const o = this.engineOffset();
    const w = this.doc.viewport.width, h = this.doc.viewport.height;
    return this.vertical
      ? { x: o.x, y: o.y - h, width: w, height: h * 3 }
      : { x: o.x - w, y: o.y, width: w * 3, height: h };
  }

  // Whether an element's section takes measured sizes (estimates on, no fixed itemSize).
  selfSizing(e) {
    return e.category === 'cell' && this.doc && this.doc.selfSizing && this.doc.selfSizing[e.section];
  }

  // Applies a state reply. A reply that changed the data carries the engine's answers: its
  // `contentOffset` is the anchored one (the page scrolls there) and `transition` says where
  // each element's animation starts and ends; options.animate is the animation's length (ms).
  // options.followOffset: scroll to the engine's offset (a drag's auto-scroll).
  apply(state, options = {}) {
    const old = new Map();
    if (options.animate && !state.transition) for (const [key, entry] of this.nodes) old.set(key, entry.element.frame);
    const oldOffset = this.engineOffset();
    this.state = state;
    const inset = this.inset;
    const carousel = this.doc.carousel != null;
    const size = state.contentSize;
    const wasLong = this.long;
    this.long = !carousel && this.total > LONG;
    this.viewport.classList.toggle('long', this.long);
    const width = carousel ? size.width : inset.left + size.width + inset.right;
    const height = carousel ? size.height : inset.top + size.height + inset.bottom;
    this.content.style.width = (this.long && !this.vertical ? LONG : width) + 'px';
    this.content.style.height = (this.long && this.vertical ? LONG : height) + 'px';
    // Into or out of a long content box: the same offset, in the other box.
    const oldAlong = this.vertical ? oldOffset.y : oldOffset.x;
    if (this.long && !wasLong) { this.shift = NaN; this.moveAlong(oldAlong); }
    if (!this.long && wasLong) { this.shift = 0; this.boxScroll = oldAlong + this.before; }
    this.fitViewport();
    const leaving = new Map();
    if (state.transition && options.animate) {
      for (const t of state.transition.elements) if (t.change === 'disappearing') leaving.set(Renderer.key(t), t);
    }

    const seen = new Set();
    for (const e of state.elements) {
      const key = Renderer.key(e);
      if (seen.has(key)) continue;
      seen.add(key);
      let entry = this.nodes.get(key);
      if (!entry) {
        entry = { node: this.create(e), element: e };
        this.nodes.set(key, entry);
        this.content.appendChild(entry.node);
      }
      entry.element = e;
      this.place(entry.node, e, state);
    }
    for (const [key, entry] of this.nodes) {
      if (seen.has(key)) continue;
      this.observer.unobserve(entry.node);
      this.nodes.delete(key);
      const t = leaving.get(key);
      if (t) this.fadeOut(entry.node, entry.element.frame, t, state.transition.fromOffset, state.contentOffset, options.animate);
      else entry.node.remove();
    }

    this.showDragOverlays(state);
    if (carousel) {
      this.slide(state.contentOffset, options.slide);
    } else if (state.transition || options.followOffset) {
      // The engine's offset: after a change of data it is anchored on the first visible cell.
      this.scrollTo(state.contentOffset);
    }
    if (options.animate) {
      if (state.transition) this.animateTransition(state, options.animate);
      else this.flip(old, oldOffset, options.animate);
    }
    this.recheck();
  }

  // A reused self-sizing node whose engine frame differs from its measured height is reported
  // again (ResizeObserver only fires when the node itself changes size).
  recheck() {
    if (!this.measure || !this.doc || !this.doc.selfSizing) return;
    for (const { node, element } of this.nodes.values()) {
      if (!this.selfSizing(element) || node.classList.contains('dragging')) continue;
      const height = node.offsetHeight;
      if (Math.abs(height - element.frame[3]) > 0.5) this.measure(element, height);
    }
  }

  // The keyboard's focus ring, on the cell named `focusName`.
  showFocus() {
    for (const { node, element } of this.nodes.values()) {
      node.classList.toggle('focused', element.name != null && element.name === this.focusName);
    }
  }

  scrollTo(offset) {
    this.viewport.scrollLeft = offset.x + this.inset.left;
    this.viewport.scrollTop = offset.y + this.inset.top;
    // Long content: the box is rebased where the offset along the axis shows.
    if (this.long) this.moveAlong(this.vertical ? offset.y : offset.x);
  }

  create(e) {
    const node = document.createElement('div');
    node.className = 'el ' + e.category;
    if (e.category === 'cell') {
      if (this.selfSizing(e)) {
        node.classList.add('text');
        const p = document.createElement('p');
        p.textContent = textFor(e.name || '');
        node.appendChild(p);
        this.observer.observe(node);
      } else {
        node.textContent = e.name != null ? e.name : e.section + '.' + e.item;
        // A shade of its own per item, so a moved item is seen to move.
        node.style.background = 'hsl(' + (195 + hashOf(e.name || '') % 40) + ', 85%, 52%)';
      }
    } else if (e.category === 'header' || e.category === 'footer') {
      node.textContent = e.category + ' ' + e.section;
    }
    return node;
  }

  // Where content coordinates sit in the content box: moved by the insets (a carousel has
  // none) and, with long content, by the shift.
  boxOrigin() {
    const carousel = this.doc.carousel != null;
    let dx = carousel ? 0 : this.inset.left, dy = carousel ? 0 : this.inset.top;
    if (this.long) { if (this.vertical) dy -= this.shift; else dx -= this.shift; }
    return { dx, dy };
  }

  // During a drag, the slot the item would drop into (outlined) and the bands at the viewport's
  // ends that auto-scroll (shaded), as the engine gives them; gone otherwise.
  showDragOverlays(state) {
    const frames = state.slot ? [['slot', state.slot], ...state.autoScrollZones.map((z) => ['zone', z])] : [];
    const existing = [...this.content.querySelectorAll(':scope > .overlay')];
    existing.slice(frames.length).forEach((node) => node.remove());
    const { dx, dy } = this.boxOrigin();
    frames.forEach(([kind, [x, y, w, h]], index) => {
      const node = existing[index] || this.content.appendChild(document.createElement('div'));
      node.className = 'overlay ' + kind;
      Object.assign(node.style, { left: (x + dx) + 'px', top: (y + dy) + 'px', width: w + 'px', height: h + 'px' });
    });
  }

  place(node, e, state) {
    const { dx, dy } = this.boxOrigin();
    const [x, y, w, h] = e.frame;
    node.style.left = (x + dx) + 'px';
    node.style.top = (y + dy) + 'px';
    node.style.width = w + 'px';
    // A self-sizing cell keeps its natural height so the browser can measure it.
    if (this.selfSizing(e)) { node.style.height = ''; node.style.minHeight = '0'; } else node.style.height = h + 'px';
    // Headers and footers above cells (a pinned header covers the cells scrolling under it);
    // decorations keep the engine's order (a section background below its cells).
    const lift = e.category === 'header' || e.category === 'footer' ? 10 : 0;
    node.style.zIndex = String(e.zIndex + lift);
    node.dataset.section = e.section;
    node.dataset.item = e.item;
    node.dataset.frame = e.frame.join(',');
    if (e.name != null) node.dataset.name = e.name;
    const dragged = state.dragging && state.target && e.category === 'cell' &&
      e.section === state.target[0] && e.item === state.target[1];
    node.classList.toggle('dragging', !!dragged);
    // A drag of several items: the lifted cell carries their number.
    const group = dragged && state.lifted > 1;
    node.classList.toggle('group', !!group);
    if (group) node.dataset.count = state.lifted; else delete node.dataset.count;
    node.classList.toggle('selected', !!e.selected);
    node.classList.toggle('focused', e.name != null && e.name === this.focusName);
    node.classList.toggle('hovered', this.isHovered(e));
    if (e.category === 'header') {
      const o = state.contentOffset;
      const pinned = this.vertical ? Math.abs(y - o.y) < 0.5 && o.y > 0 : Math.abs(x - o.x) < 0.5 && o.x > 0;
      node.classList.toggle('pinned', pinned);
    }
  }

  // The carousel's offset is the engine's: the content slides under a fixed viewport.
  slide(offset, animate) {
    const t = 'translate(' + (-offset.x) + 'px,' + (-offset.y) + 'px)';
    this.content.classList.toggle('sliding', !!animate);
    this.content.style.transform = t;
  }

  // A drag's glide (no data changed, so the engine has no transition): every node that existed
  // before starts where it was on screen and glides to its new frame; new nodes fade in.
  flip(old, oldOffset, ms) {
    const offset = this.engineOffset();
    for (const [key, { node, element }] of this.nodes) {
      if (node.classList.contains('dragging')) continue;
      const before = old.get(key);
      if (!before) {
        node.animate([{ opacity: 0 }, { opacity: 1 }], { duration: ms, easing: 'ease-out' });
        continue;
      }
      const dx = (before[0] - oldOffset.x) - (element.frame[0] - offset.x);
      const dy = (before[1] - oldOffset.y) - (element.frame[1] - offset.y);
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) continue;
      node.animate(
        [{ transform: 'translate(' + dx + 'px,' + dy + 'px)' }, { transform: 'none' }],
        { duration: ms, easing: 'ease-out' });
    }
  }

  // The engine's transition: each element starts from its start attributes, on screen where
  // they were at the old offset, and ends at its end attributes at the new (anchored) offset.
  animateTransition(state, ms) {
    const from = state.transition.fromOffset, to = state.contentOffset;
    for (const t of state.transition.elements) {
      if (t.change === 'disappearing') continue;
      const entry = this.nodes.get(Renderer.key(t));
      if (!entry || entry.node.classList.contains('dragging')) continue;
      const keyframes = Renderer.keyframes(t, from, to, this.selfSizing(t));
      if (keyframes) entry.node.animate(keyframes, { duration: ms, easing: 'ease-out' });
    }
  }

  // From `t.start` (seen at offset `from`) to `t.end` (seen at `to`), relative to the node
  // placed at `t.end`'s frame; null when nothing would move.
  static keyframes(t, from, to, naturalHeight) {
    const [sx, sy, sw, sh] = t.start.frame, [ex, ey, ew, eh] = t.end.frame;
    const dx = (sx - from.x) - (ex - to.x), dy = (sy - from.y) - (ey - to.y);
    const first = { transform: 'translate(' + dx + 'px,' + dy + 'px)', opacity: t.start.alpha };
    const last = { transform: 'none', opacity: t.end.alpha };
    if (!naturalHeight && (Math.abs(sw - ew) >= 0.5 || Math.abs(sh - eh) >= 0.5)) {
      first.width = sw + 'px'; first.height = sh + 'px';
      last.width = ew + 'px'; last.height = eh + 'px';
    }
    const still = Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && t.start.alpha === t.end.alpha && !first.width;
    return still ? null : [first, last];
  }

  // A disappearing element's node stays for the animation, from its start to its end
  // attributes (the engine's: by default its own frame, fading out), both seen at the old
  // offset, then goes. The node is still placed at `placed` (its last frame).
  fadeOut(node, placed, t, from, to, ms) {
    const at = (frame) => 'translate(' + ((frame[0] - from.x) - (placed[0] - to.x)) + 'px,' +
      ((frame[1] - from.y) - (placed[1] - to.y)) + 'px)';
    node.classList.add('leaving');
    node.animate(
      [{ transform: at(t.start.frame), opacity: t.start.alpha }, { transform: at(t.end.frame), opacity: t.end.alpha }],
      { duration: ms, easing: 'ease-out', fill: 'forwards' }).finished
      .then(() => node.remove(), () => node.remove());
  }

  observed(entries) {
    if (!this.measure) return;
    for (const entry of entries) {
      const node = entry.target;
      const key = node.dataset.name != null ? 'c:' + node.dataset.name : null;
      const current = key && this.nodes.get(key);
      if (!current || current.node !== node || node.classList.contains('dragging')) continue;
      const box = entry.borderBoxSize && entry.borderBoxSize[0];
      const height = box ? box.blockSize : node.offsetHeight;
      this.measure(current.element, height);
    }
  }

  // Outlines the cell named `name` (the engine's hit under the pointer), none for null.
  showHovered(name) {
    this.hovered = name;
    for (const { node, element } of this.nodes.values()) node.classList.toggle('hovered', this.isHovered(element));
  }

  // Whether `e` is the hovered cell.
  isHovered(e) { return this.hovered != null && e.category === 'cell' && e.name === this.hovered; }

  count() { return this.content.childElementCount; }
}
