import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { shellTexts } from '../../core/messages/shell';
import { formatPhone } from '../../core/rules/phone-format';
import { usePortal } from '../../lib/portal-services';
import { Icon } from './icon';
import { cartBadge, cartCookieName, parseCartCount, telHref } from '../../core/rules/header';

/** access §2 phone link to {phone}: shown to visitors and students alike. */
export function PhoneLink() {
  const { brand } = usePortal();
  return (
    <a className="sp-phone" href={telHref(brand.phone)}>
      <Icon name="phone" />
      {formatPhone(brand.phone)}
    </a>
  );
}

/**
 * access §2 cart link with an item-count icon. The spec does not say where
 * the count comes from: the brand's store keeps it in the `cart` cookie
 * (read again on every route change), and no cookie means 0.
 */
export function CartLink() {
  const { brand, client } = usePortal();
  const [path] = useLocation();
  const [count, setCount] = useState(0);
  // Read after the first paint (document.cookie is a synchronous round trip to the browser), and again on every route change.
  useEffect(() => setCount(parseCartCount(client.credentials.getCookie(cartCookieName))), [path, client]);
  return (
    <a className="sp-cart" href={brand.cartUrl}>
      <Icon name="cart" />
      <span className="sp-visually-hidden">
        {shellTexts.cart}, {shellTexts.cartItems(count)}
      </span>
      <span className="sp-cart-count" aria-hidden="true" data-empty={count === 0 ? 'true' : undefined}>
        {cartBadge(count)}
      </span>
    </a>
  );
}
