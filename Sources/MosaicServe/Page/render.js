'use strict';
// Draws the engine's answer as real DOM nodes, virtualised: only the elements the engine
// returned for the window (the visible rect plus overscan) exist, in a content box sized to the
// layout's contentSize. One node per element identity (a cell by its item's name), so a batch
// or a drag moves nodes instead of re-creating them, and a FLIP animation can run from the old
// frames to the new ones.
//
// Coordinates: the engine's content origin sits at (inset.left, inset.top) in the content box,
// so the engine's contentOffset (which may be negative by the insets) is scrollLeft/Top − inset.

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

class Renderer {
  constructor(viewport, content) {
    this.viewport = viewport;
    this.content = content;
    this.nodes = new Map(); // key → {node, element}
    this.doc = null;
    this.state = null;
    this.measure = null; // (element, height) → void, set by the app for self-sizing cells
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
    const v = this.viewport;
    v.classList.toggle('carousel', doc.carousel != null);
    v.style.width = doc.viewport.width + 'px';
    v.style.height = doc.viewport.height + 'px';
    // The client area is the document's viewport: the border and scroll bars come on top.
    v.style.width = (2 * doc.viewport.width - v.clientWidth) + 'px';
    v.style.height = (2 * doc.viewport.height - v.clientHeight) + 'px';
    this.content.classList.remove('sliding');
    this.content.style.transform = '';
    v.scrollLeft = 0;
    v.scrollTop = 0;
  }

  get vertical() { return !this.doc || this.doc.scrollDirection === 'vertical'; }
  get inset() { return this.doc ? this.doc.contentInset : { top: 0, left: 0, bottom: 0, right: 0 }; }

  // The engine's contentOffset that the DOM scroll position shows.
  engineOffset() {
    if (this.doc && this.doc.carousel) return this.state ? this.state.contentOffset : { x: 0, y: 0 };
    return { x: this.viewport.scrollLeft - this.inset.left, y: this.viewport.scrollTop - this.inset.top };
  }

  // The window to ask for: the visible rect grown by half a viewport each way along the scroll axis.
  windowRect() {
    const o = this.engineOffset();
    const w = this.doc.viewport.width, h = this.doc.viewport.height;
    return this.vertical
      ? { x: o.x, y: o.y - h / 2, width: w, height: h * 2 }
      : { x: o.x - w / 2, y: o.y, width: w * 2, height: h };
  }

  // Whether an element's section takes measured sizes (estimates on, no fixed itemSize).
  selfSizing(e) {
    return e.category === 'cell' && this.doc && this.doc.selfSizing && this.doc.selfSizing[e.section];
  }

  // Applies a state reply. options.animate: FLIP from the old frames (ms); options.anchor: keep
  // the top visible cell still on screen by moving the scroll position with it.
  apply(state, options = {}) {
    const oldScroll = { x: this.viewport.scrollLeft, y: this.viewport.scrollTop };
    const old = new Map();
    for (const [key, entry] of this.nodes) old.set(key, entry.element.frame);
    const anchor = options.anchor ? this.anchorCell(options.changed) : null;
    this.state = state;
    const inset = this.inset;
    const carousel = this.doc.carousel != null;
    const size = state.contentSize;
    this.content.style.width = (carousel ? size.width : inset.left + size.width + inset.right) + 'px';
    this.content.style.height = (carousel ? size.height : inset.top + size.height + inset.bottom) + 'px';

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
      if (!seen.has(key)) { this.observer.unobserve(entry.node); entry.node.remove(); this.nodes.delete(key); }
    }

    if (carousel) {
      this.slide(state.contentOffset, options.slide);
    } else {
      // The seam for the engine's anchoring: a reply that carries `anchoredOffset` (the offset
      // that keeps the anchor still, computed by the engine) wins over the client's estimate.
      if (state.anchoredOffset) {
        this.scrollTo(state.anchoredOffset);
      } else if (anchor) {
        const now = this.nodes.get(anchor.key);
        if (now) {
          const d = this.vertical ? now.element.frame[1] - anchor.frame[1] : now.element.frame[0] - anchor.frame[0];
          if (d !== 0) {
            if (this.vertical) this.viewport.scrollTop = oldScroll.y + d; else this.viewport.scrollLeft = oldScroll.x + d;
          }
        }
      } else if (options.followOffset) {
        this.scrollTo(state.contentOffset);
      }
    }
    if (options.animate) this.flip(old, oldScroll, options.animate, state);
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

  scrollTo(offset) {
    this.viewport.scrollLeft = offset.x + this.inset.left;
    this.viewport.scrollTop = offset.y + this.inset.top;
  }

  // The first cell whose frame starts at or below the visible top (left): the one to hold still.
  // Cells in `changed` (just measured) are passed over: they grow from where the cell below them
  // stays, so the content the user is looking at does not move.
  anchorCell(changed) {
    const o = this.engineOffset();
    let best = null;
    for (const [key, { element }] of this.nodes) {
      if (element.category !== 'cell' || (changed && changed.has(element.name))) continue;
      const start = this.vertical ? element.frame[1] : element.frame[0];
      const origin = this.vertical ? o.y : o.x;
      if (start < origin) continue;
      if (!best || start < best.start) best = { key, frame: element.frame, start };
    }
    return best;
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

  place(node, e, state) {
    const carousel = this.doc.carousel != null;
    const dx = carousel ? 0 : this.inset.left, dy = carousel ? 0 : this.inset.top;
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

  // FLIP: every node that existed before starts where it was on screen and glides to its new
  // frame; new nodes fade in. The seam for the engine's transition: a reply carrying
  // `transition` (per-element start frames from the engine) would replace `old` here.
  flip(old, oldScroll, ms, state) {
    const scroll = { x: this.viewport.scrollLeft, y: this.viewport.scrollTop };
    const moving = [];
    for (const [key, { node, element }] of this.nodes) {
      if (node.classList.contains('dragging')) continue;
      const before = (state.transition && state.transition[key]) || old.get(key);
      if (!before) {
        node.animate([{ opacity: 0 }, { opacity: 1 }], { duration: ms, easing: 'ease-out' });
        continue;
      }
      const dx = (before[0] - oldScroll.x) - (element.frame[0] - scroll.x);
      const dy = (before[1] - oldScroll.y) - (element.frame[1] - scroll.y);
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) continue;
      moving.push(node.animate(
        [{ transform: 'translate(' + dx + 'px,' + dy + 'px)' }, { transform: 'none' }],
        { duration: ms, easing: 'ease-out' }));
    }
    return moving;
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

  count() { return this.content.childElementCount; }
}
