'use strict';
// Starts the playground once every script has run (render.js, long.js, drag.js, app.js,
// panels.js): the classes are complete before the first instance exists.
window.addEventListener('error', (e) => window.mosaic && window.mosaic.consoleErrors.push(String(e.message)));
window.mosaic = new Playground();
window.mosaic.start();
