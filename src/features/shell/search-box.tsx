import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { accessScreens } from '../../core/messages/access';
import { shellTexts } from '../../core/messages/shell';
import { isClassCode, routeForSearch } from '../../core/rules/class-search';
import { usePortal } from '../../lib/portal-services';
import { headerEvent } from './header-analytics';
import { Icon } from './icon';
import { usePortalId } from '../../ui/use-portal-id';

/**
 * access §2 header search ('search by keyword or class code'): a class code
 * goes to /class/{code}, anything else to /search?q={text}, both portal
 * routes that hand the student to the brand site's pages (issue 16,
 * features/links-out). An empty box does nothing. Each search is an `analyticsEvent`.
 */
export function SearchBox() {
  const { emit } = usePortal();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = usePortalId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') {
      inputRef.current?.focus();
      return;
    }
    emit(headerEvent('search', isClassCode(value) ? 'class code' : 'keyword', { searchTerm: value }));
    navigate(routeForSearch(value));
  };
  return (
    <form role="search" className="sp-search" aria-label={shellTexts.search} onSubmit={submit}>
      <label className="sp-visually-hidden" htmlFor={id}>
        {shellTexts.search}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="sp-search-input"
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={accessScreens.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button type="submit" className="sp-search-button">
        <Icon name="search" />
        <span className="sp-visually-hidden">{shellTexts.search}</span>
      </button>
    </form>
  );
}
