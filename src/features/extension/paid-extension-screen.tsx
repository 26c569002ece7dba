import { useState } from 'react';
import { getExtensionInfo } from '../../core/api/extension';
import type { ExtensionOption } from '../../core/api/structs/account';
import { isPortalError } from '../../core/errors';
import { extensionTexts } from '../../core/messages/extension';
import {
  extensionCartTarget,
  formatPrice,
  isWeeklyExtension,
  weeklyExtensionWeeks,
  weeklyTotal,
} from '../../core/rules/extension';
import { paths } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Loaded } from '../../ui/loaded';
import { Screen } from '../../ui/screen';
import { SelectField } from '../../ui/select-field';
import { useLoad } from '../../ui/use-load';
import { BackToResources } from '../../ui/back-to-resources';

/** Built when drawn, not when the module loads: a mount's texts (a locale, #32) replace the catalogue's after that (catalogue.ts). */
const weekChoices = () => weeklyExtensionWeeks.map((w) => ({ value: String(w), label: extensionTexts.weekOption(w) }));

/** One extension product: its price, the weeks and total for a weekly one, and Add to Cart. */
function ExtensionProduct({ option, enrollmentId }: { option: ExtensionOption; enrollmentId: string }) {
  const { brand, leave } = usePortal();
  const weekly = isWeeklyExtension(option);
  const [weeks, setWeeks] = useState('1');
  const [refused, setRefused] = useState(false);
  const price = formatPrice(option.price, option.currency);
  const total = weekly ? formatPrice(weeklyTotal(option.price, Number(weeks)), option.currency) : null;

  const addToCart = () => {
    const target = extensionCartTarget(option.cartUrl, { enrollmentId, weeks: weekly ? Number(weeks) : undefined }, brand);
    setRefused(target === null);
    if (target) leave(target);
  };

  return (
    <section className="sp-extension-product" aria-label={option.name ?? option.classId}>
      <h2>{option.name ?? option.classId}</h2>
      {price ? (
        <p>
          {extensionTexts.price}: <strong>{weekly ? extensionTexts.perWeek(price) : price}</strong>
        </p>
      ) : null}
      {weekly ? (
        <>
          <SelectField name={`weeks-${option.classId}`} label={extensionTexts.weeks} value={weeks} options={weekChoices()} onChange={setWeeks} />
          {total ? (
            <p aria-live="polite" data-total>
              {extensionTexts.total}: <strong>{total}</strong>
            </p>
          ) : null}
        </>
      ) : null}
      {refused ? <Alert tone="error">{extensionTexts.cartUnavailable}</Alert> : null}
      <Button onClick={addToCart}>{extensionTexts.addToCart}</Button>
    </section>
  );
}

function ExtensionProducts({ enrollmentId }: { enrollmentId: string }) {
  const { client } = usePortal();
  const load = useLoad(enrollmentId, (id) => getExtensionInfo(client, id), {
    isMissing: (error) => isPortalError(error) && error.status === 404,
  });
  return (
    <Loaded load={load} missing={extensionTexts.noOptions}>
      {(options) =>
        options.length ? (
          options.map((option) => <ExtensionProduct key={option.classId} option={option} enrollmentId={enrollmentId} />)
        ) : (
          <Alert tone="info">{extensionTexts.noOptions}</Alert>
        )
      }
    </Loaded>
  );
}

/** account §2 Extend Course (`/paidextension?enrollmentId=…`, account §7 extension info, §9 weekly 1–24). */
export function PaidExtensionScreen() {
  const enrollmentId = useQuery().get('enrollmentId')?.trim();
  return (
    <Screen heading={paths.paidExtension.title}>
      {enrollmentId ? <ExtensionProducts enrollmentId={enrollmentId} /> : <Alert tone="error">{extensionTexts.missingEnrollment}</Alert>}
      <BackToResources />
    </Screen>
  );
}
