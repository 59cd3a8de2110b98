'use strict';
// The playground: one WebSocket to the engine (`mosaic serve`), the editor, the examples, the
// batch and carousel buttons, and the timings overlay. Everything drawn comes from the engine's
// replies; the page computes no layout.

class Playground {
  constructor() {
    this.renderer = new Renderer(document.getElementById('viewport'), document.getElementById('content'));
    this.editor = document.getElementById('editor');
    this.errorsList = document.getElementById('errors');
    this.status = document.getElementById('status');
    this.timings = document.getElementById('timings');
    this.doc = null;
    this.nextID = 1;
    this.pending = new Map();
    this.queryBusy = false;
    this.queryAgain = false;
    // Bumped by every reply that moves the content (a resize, a batch, a tap edit): a query sent
    // before one carries a stale offset.
    this.contentGeneration = 0;
    this.resizes = new Map();
    this.resizeBusy = false;
    this.carouselDragging = false;
    this.timeScale = 1;
    this.batchMs = 300;
    this.lastTick = performance.now();
    this.roundTrips = [];
    this.engineTimes = [];
    this.dragLatencies = [];
    this.consoleErrors = [];
    this.lastMove = null;
    this.lastError = null;
    this.last = { engine: 0, query: 0, rtt: 0 };
    this.renderer.measure = (element, height) => this.measured(element, height);
    this.gestures = new Gestures(this);
    this.keyboard = new Keyboard(this);
    this.board = new Board(this);
    this.bind();
    this.connect();
  }

  connect() {
    const url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws';
    this.socket = new WebSocket(url);
    this.opened = new Promise((resolve) => this.socket.addEventListener('open', resolve));
    this.socket.addEventListener('open', () => { this.status.textContent = 'connected'; });
    this.socket.addEventListener('close', () => { this.status.textContent = 'disconnected'; });
    this.socket.addEventListener('message', (event) => {
      const reply = JSON.parse(event.data);
      const waiter = this.pending.get(reply.id);
      if (waiter) { this.pending.delete(reply.id); waiter(reply); }
    });
  }

  // Sends one message and resolves with its reply (paired by `id`).
  async request(message) {
    await this.opened;
    const id = this.nextID++;
    const started = performance.now();
    const reply = await new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.socket.send(JSON.stringify(Object.assign({ id }, message)));
    });
    const rtt = performance.now() - started;
    this.roundTrips.push(rtt);
    if (this.roundTrips.length > 2000) this.roundTrips.shift();
    if (reply.us) {
      this.last = { engine: reply.us.engine, query: reply.us.query, rtt };
      this.engineTimes.push(reply.us.engine);
      if (this.engineTimes.length > 2000) this.engineTimes.shift();
    }
    if (reply.type === 'error') this.lastError = reply;
    if (reply.type === 'state') this.showPage(reply);
    this.showTimings();
    return reply;
  }

  bind() {
    let timer = null;
    this.editor.addEventListener('input', () => {
      document.getElementById('examples').value = '';
      clearTimeout(timer);
      timer = setTimeout(() => this.load(this.editor.value), 400);
    });
    document.getElementById('examples').addEventListener('change', (e) => this.pick(e.target.value));
    this.renderer.viewport.addEventListener('scroll', () => this.scrolled(), { passive: true });
    const click = (id, f) => document.getElementById(id).addEventListener('click', f);
    click('prepend', () => this.prepend(3));
    click('insert', () => this.insert());
    click('delete', () => this.remove());
    click('move', () => this.move());
    click('shuffle', () => this.shuffle());
    click('carouselNext', () => this.step({ op: 'carouselNext' }, { slide: true }));
    click('download', () => this.download());
    document.getElementById('multiSelect').addEventListener('change', () => this.selectionMode());
    this.errorsList.addEventListener('click', (e) => {
      const li = e.target.closest('li');
      if (li && li.dataset.offset) {
        const at = Number(li.dataset.offset);
        this.editor.focus();
        this.editor.setSelectionRange(at, this.editor.value.indexOf('\n', at) >>> 0);
      }
    });
    requestAnimationFrame((t) => this.tickLoop(t));
  }

  async start() {
    const list = await (await fetch('/api/examples')).json();
    const select = document.getElementById('examples');
    this.buildPickers(list);
    // The examples are the presets, grouped by the registry's strategy each names.
    const groups = new Map(list.strategies.map((s) => [s.name, []]));
    for (const example of list.examples) {
      const key = groups.has(example.strategy) ? example.strategy : 'other';
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(example.name);
    }
    for (const [strategy, names] of groups) {
      if (!names.length) continue;
      const group = document.createElement('optgroup');
      group.label = strategy;
      for (const name of names) {
        const option = document.createElement('option');
        option.value = option.textContent = name;
        group.appendChild(option);
      }
      select.appendChild(group);
    }
    const names = list.examples.map((e) => e.name);
    // Shown while the editor holds text no example matches.
    const edited = document.createElement('option');
    edited.value = ''; edited.textContent = '(edited)'; edited.hidden = true;
    select.appendChild(edited);
    // The command line's documents come first, in their order (option values '#0', '#1', …).
    this.documents = list.documents;
    if (list.documents.length) {
      const group = document.createElement('optgroup');
      group.label = 'command line';
      list.documents.forEach((document_, index) => {
        const option = document.createElement('option');
        option.value = '#' + index; option.textContent = document_.name + ' (command line)';
        group.appendChild(option);
      });
      select.insertBefore(group, select.firstChild);
    }
    if (list.documents.length) {
      await this.pick('#0');
    } else if (names.length) {
      await this.pick(names.includes('flow-sticky.json') ? 'flow-sticky.json' : names[0]);
    }
    this.ready = true;
  }

  async pick(name) {
    if (!name) return;
    document.getElementById('examples').value = name;
    const text = name.startsWith('#') ? this.documents[Number(name.slice(1))].text
      : await (await fetch('/api/examples/' + encodeURIComponent(name))).text();
    this.editor.value = text;
    return this.load(text);
  }

  // Loads a document; its errors appear under the editor with their JSON path and line.
  async load(text) {
    this.syncPickers();
    const reply = await this.request({ op: 'load', text });
    if (reply.type === 'error') { this.showErrors([reply], text); return reply; }
    this.showErrors([], text);
    this.doc = reply.document;
    this.keyboard.reset();
    this.board.hide();
    this.doc.selfSizing = reply.document.selfSizing;
    this.renderer.setDocument(this.doc);
    this.renderer.apply(reply, {});
    if (!this.doc.carousel) this.renderer.scrollTo(reply.contentOffset);
    this.resizes.clear();
    document.getElementById('carouselControls').hidden = !this.doc.carousel;
    this.showPage(reply);
    document.getElementById('batch').hidden = !!this.doc.carousel;
    // A new document starts with single selection: ask again for several when the box is ticked.
    if (document.getElementById('multiSelect').checked) await this.selectionMode();
    await this.query();
    return reply;
  }

  showErrors(errors, text) {
    this.errorsList.textContent = '';
    this.editor.classList.toggle('invalid', errors.length > 0);
    for (const error of errors) {
      const li = document.createElement('li');
      const where = locate(error, text);
      if (where) { li.dataset.offset = where.offset; }
      const path = document.createElement('span');
      path.className = 'path';
      path.textContent = (where ? 'line ' + where.line + ' · ' : '') + (error.path || '(document)');
      li.append(path, ': ' + error.message);
      this.errorsList.appendChild(li);
    }
  }

  scrolled() {
    if (!this.doc || this.doc.carousel) return;
    this.renderer.scrolled();
    if (this.queryBusy) { this.queryAgain = true; return; }
    requestAnimationFrame(() => this.query());
  }

  // Asks for the window at the current scroll position; one in flight, the latest wins. Never
  // beside a resize: the server takes a query's offset as the scroll position, so a query sent
  // while a resize is anchored would carry an offset from before it and undo the anchoring.
  async query() {
    if (!this.doc) return;
    if (this.queryBusy || this.resizeBusy) { this.queryAgain = true; return; }
    this.queryBusy = true;
    const offset = this.renderer.engineOffset();
    const message = this.doc.carousel ? { op: 'query', rect: this.renderer.windowRect() }
      : { op: 'query', rect: this.renderer.windowRect(), offset };
    const generation = this.contentGeneration;
    const reply = await this.request(message);
    // A resize or an edit answered while this was in flight moved the offset (anchoring): this
    // reply, and the offset the server took from it, are stale; ask again from where we are.
    const stale = generation !== this.contentGeneration;
    if (reply.type === 'state' && !this.gestures.drag && !stale) this.renderer.apply(reply, {});
    this.queryBusy = false;
    if (this.resizes.size) { this.queryAgain = this.queryAgain || stale; this.flushResizes(); }
    else if (this.queryAgain || stale) { this.queryAgain = false; this.query(); }
  }

  applyState(reply, options) { this.renderer.apply(reply, options); }

  // Taps select one cell, or (the box ticked) add and remove cells of a selection.
  selectionMode() {
    const several = document.getElementById('multiSelect').checked;
    return this.request({ op: 'selectionMode', allowsMultipleSelection: several });
  }
  applyDrag(reply) { this.renderer.apply(reply, { animate: 120, followOffset: true }); }

  // A self-sizing cell's measured height, sent with others of the same frame as one `resize`.
  measured(element, height) {
    if (this.gestures.drag) return;
    if (Math.abs(height - element.frame[3]) <= 0.5) { this.resizes.delete(element.name); return; }
    this.resizes.set(element.name, [element.section, element.item, { width: element.frame[2], height }]);
    if (!this.resizeScheduled) {
      this.resizeScheduled = true;
      requestAnimationFrame(() => { this.resizeScheduled = false; this.flushResizes(); });
    }
  }

  async flushResizes() {
    // After the query in flight, if any: it ends by flushing what was measured meanwhile.
    if (this.resizeBusy || this.queryBusy || this.resizes.size === 0) return;
    this.resizeBusy = true;
    const items = [...this.resizes.values()];
    this.resizes.clear();
    // The reply's offset is anchored by the engine: measured cells above the view do not move it.
    const reply = await this.request({ op: 'resize', items });
    if (reply.type === 'state') { this.contentGeneration++; this.renderer.apply(reply, {}); }
    this.resizeBusy = false;
    if (this.resizes.size) this.flushResizes();
    else if (this.queryAgain) { this.queryAgain = false; this.query(); }
  }

  // A batch or other change, animated with the engine's transition (`batchMs` long), scrolled to
  // the engine's anchored offset.
  async step(message, options = { animate: this.batchMs }) {
    const reply = await this.request(message);
    if (reply.type === 'state') { this.contentGeneration++; this.renderer.apply(reply, options); }
    return reply;
  }

  // UIKit's scrollToItem(at:at:): the engine's offset for the item at `position` ('top',
  // 'centeredVertically', 'bottom', 'left', 'centeredHorizontally', 'right').
  scrollToItem(section, item, position) {
    return this.step({ op: 'scrollToItem', item: [section, item], position }, { followOffset: true });
  }

  visibleCells() {
    const o = this.renderer.engineOffset();
    const v = this.doc.viewport;
    const cells = [];
    for (const { element } of this.renderer.nodes.values()) {
      if (element.category !== 'cell') continue;
      const [x, y, w, h] = element.frame;
      if (x + w > o.x && x < o.x + v.width && y + h > o.y && y < o.y + v.height) cells.push(element);
    }
    cells.sort((a, b) => a.section - b.section || a.item - b.item);
    return cells;
  }

  prepend(count) {
    const items = [];
    for (let i = 0; i < count; i++) items.push([0, i]);
    return this.step({ op: 'batch', insertItems: items });
  }

  insert() {
    const first = this.visibleCells()[0];
    const at = first ? [first.section, first.item + 1] : [0, 0];
    return this.step({ op: 'batch', insertItems: [at] });
  }

  remove() {
    const cells = this.visibleCells();
    const victim = cells[1] || cells[0];
    if (!victim) return null;
    return this.step({ op: 'batch', deleteItems: [[victim.section, victim.item]] });
  }

  move() {
    const cells = this.visibleCells();
    if (cells.length < 2) return null;
    const from = cells[0], to = cells[Math.min(3, cells.length - 1)];
    return this.step({ op: 'batch', moveItems: [[[from.section, from.item], [to.section, to.item]]] });
  }

  shuffle() {
    const cells = this.visibleCells();
    if (!cells.length) return null;
    const section = cells[0].section;
    const mine = cells.filter((c) => c.section === section);
    const start = mine[0].item, count = mine[mine.length - 1].item - start + 1;
    return this.step({ op: 'shuffle', section, start, count, seed: Math.floor(Math.random() * 1e9) });
  }

  // Per display frame: a swipe (the carousel's, or a compositional band's) and the carousel's
  // auto-advance clock.
  async tickLoop(now) {
    const elapsed = (now - this.lastTick) / 1000;
    if (this.doc && !this.doc.carousel && this.gestures.swipe) await this.gestures.swipeFrame();
    if (this.doc && this.doc.carousel) {
      if (this.gestures.swipe) await this.gestures.swipeFrame();
      else if (!this.carouselDragging && !this.tickBusy && elapsed >= 0.1 &&
        document.getElementById('autoAdvance').checked && this.doc.carousel.autoAdvanceInterval > 0) {
        this.tickBusy = true;
        this.lastTick = now;
        const before = this.renderer.state && this.renderer.state.page;
        const reply = await this.request({ op: 'carouselTick', seconds: elapsed * this.timeScale });
        if (reply.type === 'state') this.renderer.apply(reply, { slide: reply.page !== before && !wrapped(this.renderer, reply) });
        this.tickBusy = false;
      }
    }
    if (!this.doc || !this.doc.carousel || elapsed >= 0.1) this.lastTick = Math.max(this.lastTick, now - 100);
    requestAnimationFrame((t) => this.tickLoop(t));
  }

  // True when no request is in flight and nothing waits to be sent (the browser tests wait for it).
  idle() {
    return this.ready === true && this.pending.size === 0 && !this.queryBusy && !this.queryAgain &&
      !this.resizeBusy && this.resizes.size === 0 && !this.resizeScheduled && !this.gestures.drag &&
      !this.gestures.press && !this.keyboard.busy && this.board.idle();
  }

}


// A recentre across the ×500 copies jumps far: no slide animation for it.
function wrapped(renderer, reply) {
  const before = renderer.state ? renderer.state.contentOffset : reply.contentOffset;
  return Math.abs(reply.contentOffset.x - before.x) + Math.abs(reply.contentOffset.y - before.y) >
    2 * Math.max(renderer.doc.viewport.width, renderer.doc.viewport.height);
}

// Where an error's path points in the document's text: the last key of the path, searched in
// order (a syntax error's "line L, column C" is used as it is).
function locate(error, text) {
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  const syntax = /line (\d+), column (\d+)/.exec(error.message);
  if (syntax) {
    const line = Number(syntax[1]);
    let offset = 0;
    for (let i = 1; i < line; i++) offset = text.indexOf('\n', offset) + 1;
    return { line, offset };
  }
  if (!error.path) return null;
  const keys = error.path.split(/[.\[\]]/).filter((k) => k && !/^\d+$/.test(k));
  let at = 0, found = -1;
  for (const key of keys) {
    const next = text.indexOf('"' + key + '"', at);
    if (next < 0) break;
    found = next; at = next + 1;
  }
  return found < 0 ? null : { line: lineOf(found), offset: found };
}
