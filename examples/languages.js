// examples/languages.html: the language from ?locale= (fr-CA by default) as the mount's data-locale,
// set before the portal's script runs and auto-mounts; the current language's link is marked.
const locale = new URLSearchParams(window.location.search).get('locale') ?? 'fr-CA';
document.getElementById('portal').dataset.locale = locale;
for (const link of document.querySelectorAll('.example-languages a')) {
  if (link.hreflang === locale) link.setAttribute('aria-current', 'page');
  // The link keeps the portal's route: only the language changes.
  link.addEventListener('click', (event) => {
    event.preventDefault();
    window.location.assign(`?locale=${link.hreflang}${window.location.hash}`);
  });
}
