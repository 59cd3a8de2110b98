'use strict';
// The playground's panels, an extension of Playground (app.js) by concern: the strategy and
// modifier pickers, the hit and selection line, the carousel's page, the timings and download.

class Panels {
  // The strategy picker and the modifiers' switches, from the registry: changing either rewrites
  // the editor's document (a new strategy starts from its default options) and loads it.
  buildPickers(list) {
    const strategy = document.getElementById('strategy');
    for (const s of list.strategies) {
      const option = document.createElement('option');
      option.value = option.textContent = s.name;
      option.title = s.summary;
      strategy.appendChild(option);
    }
    strategy.addEventListener('change', () => this.rewrite((layout) => {
      if (layout.strategy !== strategy.value) { layout.strategy = strategy.value; delete layout.options; }
    }));
    const modifiers = document.getElementById('modifiers');
    for (const m of list.modifiers) {
      const label = document.createElement('label');
      label.title = m.summary;
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.dataset.modifier = m.name;
      box.addEventListener('change', () => this.rewrite((layout) => {
        const kept = (layout.modifiers || []).filter((x) => x.name !== m.name);
        layout.modifiers = box.checked ? [...kept, { name: m.name }] : kept;
        if (!layout.modifiers.length) delete layout.modifiers;
      }));
      label.append(box, ' ' + m.name);
      modifiers.appendChild(label);
    }
  }

  // The editor's document with `change` applied to its layout, loaded; the pickers follow.
  async rewrite(change) {
    let doc;
    try { doc = JSON.parse(this.editor.value); } catch (e) {
      this.showErrors([{ path: '', message: 'the editor does not hold JSON: ' + e.message }], this.editor.value);
      this.syncPickers();
      return null;
    }
    if (!doc.layout || typeof doc.layout !== 'object') doc.layout = {};
    change(doc.layout);
    this.editor.value = JSON.stringify(doc, null, 2);
    document.getElementById('examples').value = '';
    return this.load(this.editor.value);
  }

  // Shows the editor's strategy and modifiers in the pickers.
  syncPickers() {
    let layout = {};
    try { layout = JSON.parse(this.editor.value).layout || {}; } catch (e) { return; }
    document.getElementById('strategy').value = layout.strategy || '';
    const names = new Set((layout.modifiers || []).map((m) => m && m.name));
    for (const box of document.querySelectorAll('#modifiers input')) box.checked = names.has(box.dataset.modifier);
  }

  // The engine's answer for the hovered point: the cell outlined and named under the timings.
  showHit(reply) {
    this.lastHit = reply;
    const hit = reply && reply.hit ? reply : null;
    this.renderer.showHovered(hit ? hit.name : null);
    const selected = this.renderer.state ? this.renderer.state.elements.filter((e) => e.selected).map((e) => e.name) : [];
    document.getElementById('hit').textContent =
      'hit ' + (hit ? hit.name + ' [' + hit.hit.join(', ') + '] in ' + reply.us.engine + ' µs' : 'none') +
      ' · selected ' + (selected.length ? selected.join(', ') : 'none');
  }

  // Saves the editor's text (the document as edited) under the example's name.
  download() {
    const picked = document.getElementById('examples').value;
    const name = !picked ? 'document.json'
      : picked.startsWith('#') ? this.documents[Number(picked.slice(1))].name : picked.split('/').pop();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([this.editor.value], { type: 'application/json' }));
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    return name;
  }

  // The carousel's page among its pages, as dots.
  showPage(state) {
    const pager = document.getElementById('pager');
    const count = this.doc && this.doc.carousel ? this.doc.carousel.pageCount : 0;
    if (!count || state.page == null) { pager.textContent = ''; return; }
    if (pager.childElementCount !== count + 1) {
      pager.textContent = '';
      for (let i = 0; i < Math.min(count, 20); i++) pager.appendChild(document.createElement('span')).className = 'dot';
      pager.appendChild(document.createElement('span')).className = 'label';
    }
    [...pager.querySelectorAll('.dot')].forEach((dot, i) => dot.classList.toggle('current', i === state.page));
    pager.querySelector('.label').textContent = 'page ' + (state.page + 1) + ' of ' + count;
  }

  // The last message's figures, and the p50 and p99 of the last 2,000: sorted at most four times
  // a second, not on every reply (a drag sends one a frame).
  showTimings() {
    const l = this.last;
    const size = this.renderer.state ? this.renderer.state.contentSize : { width: 0, height: 0 };
    const now = performance.now();
    if (!this.spread || now - this.spread.at > 250) {
      this.spread = { at: now, engine: percentiles(this.engineTimes), rtt: percentiles(this.roundTrips) };
    }
    const { engine, rtt } = this.spread;
    this.timings.textContent =
      'engine ' + l.engine + ' µs (p50 ' + engine.p50 + ', p99 ' + engine.p99 + ' of ' + this.engineTimes.length +
      ') · query ' + l.query + ' µs\n' +
      'round trip ' + l.rtt.toFixed(2) + ' ms (p50 ' + rtt.p50.toFixed(2) + ', p99 ' + rtt.p99.toFixed(2) + ')\n' +
      'DOM ' + this.renderer.count() + ' elements · content ' + Math.round(size.width) + '×' + Math.round(size.height) +
      (this.renderer.long ? ' (scrolled through a ' + LONG.toLocaleString('en') + ' px box)' : '');
  }
}

extend(Playground, Panels);

// The median and the 99th percentile of `samples` (nearest rank); 0 when there are none.
function percentiles(samples) {
  if (!samples.length) return { p50: 0, p99: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { p50: rank(0.5), p99: rank(0.99) };
}
