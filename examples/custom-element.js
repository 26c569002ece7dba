// custom-element.html: the host's side of <student-portal> — buttons that set its `path` attribute or
// take it out of the page and back, and a list of the `student-portal:*` DOM events heard on the document.
const portal = document.getElementById('portal');
const slot = document.getElementById('slot');
const list = document.getElementById('events');
const toggle = document.getElementById('toggle');

for (const type of ['mount', 'unmount', 'virtual-pageview', 'login', 'logout', 'error']) {
  // The last event, unmount, fires on an element already out of the page: heard on the element itself.
  const target = type === 'unmount' ? portal : document;
  target.addEventListener(`student-portal:${type}`, (event) => {
    const item = document.createElement('li');
    item.textContent = `${event.type}${event.detail.path ? ` ${event.detail.path}` : ''}`;
    list.append(item);
  });
}

for (const button of document.querySelectorAll('[data-path]')) {
  button.addEventListener('click', () => portal.setAttribute('path', button.dataset.path));
}

toggle.addEventListener('click', () => {
  if (portal.isConnected) portal.remove();
  else slot.append(portal);
  toggle.textContent = portal.isConnected ? 'Remove the portal' : 'Put the portal back';
});
