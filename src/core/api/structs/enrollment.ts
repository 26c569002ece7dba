import { type Infer, string, type } from 'superstruct';
import { deferred, first, flag, id, list, maybe, numeric, requiredList } from './common';
import { InteractionSummary } from './student';

/** access §3 Product.Program: shortName, ProductLine id/lowerName/shortName, BusinessUnit name. */
export const Program = deferred(() => type({
  id: maybe(id),
  name: maybe(string()),
  shortName: maybe(string()),
  ProductLine: maybe(
    first(type({ id: maybe(id), lowerName: maybe(string()), shortName: maybe(string()) })),
  ),
  BusinessUnit: maybe(first(type({ name: maybe(string()) }))),
}));
export type Program = Infer<typeof Program>;

/** access §3 Product; account §3 detail data Product[0]. */
export const Product = deferred(() => type({
  id: maybe(id),
  name: maybe(string()),
  deliveryType: maybe(numeric),
  isFreeTrial: maybe(flag),
  isBillingEligible: maybe(flag),
  isPaidExtension: maybe(flag),
  allowMultipleQuantities: maybe(flag),
  ExtensionProduct: maybe(first(type({ extensionProductId: maybe(id) }))),
  Program: maybe(first(Program)),
}));
export type Product = Infer<typeof Product>;

/** account §3 detail data Shipment (status, trackingNumber); the kit name is our addition. */
export const Shipment = deferred(() => type({
  status: maybe(string()),
  trackingNumber: maybe(string()),
  WarehouseKit: maybe(first(type({ name: maybe(string()) }))),
}));
export type Shipment = Infer<typeof Shipment>;

/** account §3 detail data ScheduledPayment. */
export const ScheduledPayment = deferred(() => type({
  status: maybe(string()),
  paymentType: maybe(string()),
  paymentDate: maybe(string()),
  paymentAmount: maybe(numeric),
}));
export type ScheduledPayment = Infer<typeof ScheduledPayment>;

/** access §3 Enrollment plus account §3 "Detail data per enrollment". */
export const Enrollment = deferred(() => type({
  enrollmentId: id,
  balanceDue: maybe(numeric),
  transactionCode: maybe(string()),
  status: maybe(string()),
  productId: maybe(id),
  programCode: maybe(string()),
  purchaseStatus: maybe(string()),
  courseRegistrationDateStr: maybe(string()),
  client: maybe(string()),
  sumPayment: maybe(numeric),
  itemTotal: maybe(numeric),
  startDate: maybe(string()),
  EnrollmentAgreement: maybe(first(type({ eaDate: maybe(string()) }))),
  KapClass: maybe(first(type({ Product: list(Product), Program: maybe(first(Program)) }))),
  Product: list(Product),
  Shipment: list(Shipment),
  Interaction: list(InteractionSummary),
  ScheduledPayment: list(ScheduledPayment),
}));
export type Enrollment = Infer<typeof Enrollment>;

/*
 * GraphQL query data on kegql (account §7). Root fields are named after the
 * entity and hold lists; a single object is taken as a one-element list.
 */
export const EnrollmentsData = deferred(() => type({ Enrollment: requiredList(Enrollment) }));
export const ProgramData = deferred(() => type({ Program: requiredList(Program) }));
