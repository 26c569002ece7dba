import { getEnrollments } from '../../core/api/enrollment-queries';
import { getScheduledPayments } from '../../core/api/enrollment-records';
import type { Course } from '../../core/api/structs/account';
import type { Enrollment, ScheduledPayment } from '../../core/api/structs/enrollment';
import { liveOnlineTexts } from '../../core/messages/resources';
import { receiptTexts as t } from '../../core/messages/receipt';
import { displayAddress } from '../../core/rules/profile-info';
import { formatMoney, receiptCurrency, receiptTotals } from '../../core/rules/receipt';
import { parseUpstreamDate } from '../../core/time/calendar';
import { fetchAccountData } from '../../lib/account-data';
import { paths, pathTo } from '../../lib/paths';
import { usePortal } from '../../lib/portal-services';
import { useQuery } from '../../lib/use-query';
import { Button } from '../../ui/button';
import { Facts } from '../../ui/facts';
import { LoadedScreen } from '../../ui/loaded-screen';
import { PortalLink } from '../../ui/portal-link';
import { missing, useLoad } from '../../ui/use-load';
import { usePortalId } from '../../ui/use-portal-id';
import { dayText } from '../../core/messages/formats';

interface Receipt {
  name: string;
  address: string | null;
  course: Course;
  enrollment: Enrollment;
  payments: ScheduledPayment[];
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();

const usDate = (text: string | null | undefined): string | null => {
  const date = text ? parseUpstreamDate(text) : null;
  return date ? dayText(date) : null;
};

/**
 * account §2 /printreceipt and /pgm/print-receipt?enrollmentId= (login): the
 * printable enrollment confirmation letter of one of the student's own
 * courses — name and address (Student), product, enrollment date, transaction
 * code, billed and paid totals and the balance due (Enrollment(id)), and the
 * installment schedule (ScheduledPayment(purchaseId), account §7). An
 * enrollment that is not the student's, or that the detail query does not
 * know, is the not-found text. On paper (receipt-css.ts): the letter only.
 */
export function ReceiptScreen() {
  const services = usePortal();
  const enrollmentId = useQuery().get('enrollmentId')?.trim() || null;
  const load = useLoad(
    enrollmentId,
    async (id): Promise<Receipt | typeof missing> => {
      const { account, student } = await fetchAccountData(services);
      const course = [...account.nonExpiredCoursListArray, ...account.expiredCoursListArray].find((c) => c.enrollmentId === id);
      if (!course) return missing;
      const purchaseId = clean(course.purchaseId);
      const [enrollments, payments] = await Promise.all([
        getEnrollments(services.client, [id]),
        purchaseId ? getScheduledPayments(services.client, purchaseId) : Promise.resolve([]),
      ]);
      const enrollment = enrollments.find((e) => e.enrollmentId === id);
      if (!enrollment) return missing;
      const user = account.userInfo;
      const name = [clean(student?.firstName ?? user.firstName), clean(student?.lastName ?? user.lastName)].filter(Boolean).join(' ');
      return { name, address: displayAddress(student?.StudentAddress[0]), course, enrollment, payments };
    },
    { whenNoKey: 'missing' },
  );
  return (
    <LoadedScreen heading={paths.printReceipt.title} layout="wide" load={load} loading={t.loading} missing={t.notFound}>
      {(receipt) => (
        <>
          <Letter receipt={receipt} />
          <div className="sp-receipt-actions">
            <Button onClick={() => window.print()}>{t.print}</Button>
            <PortalLink href={pathTo('resources')}>{liveOnlineTexts.backToResources}</PortalLink>
          </div>
        </>
      )}
    </LoadedScreen>
  );
}

function Letter({ receipt: { name, address, course, enrollment, payments } }: { receipt: Receipt }) {
  const headingId = usePortalId();
  const scheduleId = usePortalId();
  const product = clean(enrollment.Product[0]?.name) || clean(course.displayName) || clean(course.productTitle);
  const enrolled = usDate(course.courseRegistrationDateStr ?? enrollment.courseRegistrationDateStr ?? course.purchaseEntryDateStr);
  const code = clean(enrollment.transactionCode ?? course.transactionCode);
  const totals = receiptTotals(enrollment.itemTotal, enrollment.sumPayment);
  const money = (amount: number) => formatMoney(amount, receiptCurrency);
  const facts: [string, string | null][] = [
    [t.student, name || null],
    [t.address, address],
    [t.product, product || null],
    [t.enrollmentDate, enrolled],
    [t.transactionCode, code || null],
    [t.billed, money(totals.billed)],
    [t.paid, money(totals.paid)],
    [t.balance, money(totals.balance)],
  ];
  return (
    <article className="sp-receipt sp-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.letterHeading}</h2>
      <p>{t.greeting(name)}</p>
      {product ? <p>{t.intro(product)}</p> : null}
      <Facts rows={facts.map(([label, value]) => [label, value ?? t.notGiven])} />
      <section className="sp-stack" aria-labelledby={scheduleId}>
        <h3 id={scheduleId}>{t.scheduleHeading}</h3>
        {payments.length ? (
          // A region of its own that scrolls sideways when the table is wider than a phone (#32: longer
          // texts and amounts in French), so the page does not; focusable, to scroll it by keyboard.
          <div className="sp-receipt-scroll" role="region" aria-labelledby={scheduleId} tabIndex={0}>
            <table className="sp-receipt-schedule">
              <thead>
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.type}</th>
                  <th scope="col" className="sp-receipt-amount">{t.amount}</th>
                  <th scope="col">{t.status}</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p, index) => (
                  <tr key={index}>
                    <td>{usDate(p.paymentDate) ?? t.notGiven}</td>
                    <td>{clean(p.paymentType) || t.notGiven}</td>
                    <td className="sp-receipt-amount">{typeof p.paymentAmount === 'number' ? money(p.paymentAmount) : t.notGiven}</td>
                    <td>{clean(p.status) || t.notGiven}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t.noSchedule}</p>
        )}
      </section>
    </article>
  );
}
