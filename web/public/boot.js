// Starts the app on a server-rendered page (api/ssr/page-renderer.ts puts this script where the
// app's module script was). The page is already readable: its pictures and text come first, and
// the app's JavaScript is fetched once they are on screen (the window's load, the images in view,
// the fonts; at most MAX_WAIT_MS after load), so on a slow phone connection the scripts do not
// compete with the artwork for bandwidth. A tap on a button before the app has started starts it
// at once and is replayed on the same button when the app is ready; links and forms work as plain
// HTML meanwhile. The app marks <html data-ready> when it has taken over (web/main.tsx).
(function () {
  'use strict';
  var MAX_WAIT_MS = 3000;
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  var tapped = null;

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry).catch(function () {
      // The scripts could not be fetched (offline, a new build): the page stays readable as HTML.
    });
  }

  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || document.documentElement.hasAttribute('data-ready')) return;
      // A form's submit button already works without the app (the browser submits the form).
      if (button.form && button.type === 'submit') return;
      tapped = button;
      start();
    },
    true,
  );
  document.addEventListener('atelier:ready', function () {
    var button = tapped;
    tapped = null;
    if (button && button.isConnected) button.click();
  });

  function loaded(image) {
    return new Promise(function (resolve) {
      if (image.complete) return resolve();
      image.addEventListener('load', resolve, { once: true });
      image.addEventListener('error', resolve, { once: true });
    });
  }

  // The images still loading that are in view (asked of an observer: measuring them here would
  // make the browser lay the page out again on the spot).
  function imagesInView() {
    var pending = Array.prototype.filter.call(document.images, function (image) {
      return !image.complete;
    });
    if (!pending.length || !window.IntersectionObserver) return Promise.resolve();
    return new Promise(function (resolve) {
      var observer = new IntersectionObserver(function (entries) {
        observer.disconnect();
        var visible = entries.filter(function (entry) {
          return entry.isIntersecting;
        });
        Promise.all(
          visible.map(function (entry) {
            return loaded(entry.target);
          }),
        ).then(resolve);
      });
      pending.forEach(function (image) {
        observer.observe(image);
      });
    });
  }

  function whenShown() {
    var waits = [imagesInView()];
    if (document.fonts) waits.push(document.fonts.ready);
    var timeout = new Promise(function (resolve) {
      setTimeout(resolve, MAX_WAIT_MS);
    });
    Promise.race([Promise.all(waits), timeout]).then(function () {
      // One frame later: what just loaded has been painted.
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }

  // After the frame that follows load, so asking about the images does not lay the page out early.
  function afterLoadFrame() {
    requestAnimationFrame(function () {
      setTimeout(whenShown, 0);
    });
  }
  if (document.readyState === 'complete') afterLoadFrame();
  else window.addEventListener('load', afterLoadFrame, { once: true });
})();
