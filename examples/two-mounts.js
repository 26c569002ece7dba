// The programmatic mount of two-mounts.html, from a same-origin file (no inline
// script, so the page also works under a strict Content-Security-Policy).
// Deferred after the bundle, so StudentPortal is defined when this runs.
(function () {
  var log = document.getElementById('event-log');
  window.rightPortal = StudentPortal.mount('#right-portal', {
    brand: 'second',
    routing: 'memory',
    initialPath: '/login',
    // One chat widget per page is enough: the left mount's (issue #16).
    chat: false,
    onEvent: function (event) {
      var item = document.createElement('li');
      item.textContent = event.type + (event.path ? ' ' + event.path : '');
      log.appendChild(item);
    },
  });
})();
