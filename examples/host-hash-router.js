// The host app of host-hash-router.html: a minimal hash router of its own, listening
// to hashchange and popstate as react-router's HashRouter (popstate) and wouter's
// hash hook (hashchange) do, beside the portal mounted under the prefix /portal.
(function () {
  var view = document.getElementById('host-view');
  var pages = { '/': 'Host home page', '/about': 'About us (a host route)' };
  function render() {
    var path = location.hash.replace(/^#/, '') || '/';
    var text = pages[path] || (/^\/portal(\/|\?|$)/.test(path) ? 'Account (the portal shows this route)' : 'Host: page not found');
    view.textContent = text + ' — host route ' + path;
  }
  window.addEventListener('hashchange', render);
  window.addEventListener('popstate', render);
  render();

  window.portal = StudentPortal.mount('#portal', { hashPrefix: '/portal', initialPath: '/login' });
  document.getElementById('forgot-button').addEventListener('click', function () {
    window.portal.navigate('/forgotpassword');
  });
})();
