import { getExtensionInfo, getMedExtension } from '../../../src/core/api/extension';
import { getScheduledPayments, getShipments } from '../../../src/core/api/enrollment-records';
import { getMyResources } from '../../../src/core/api/routing';
import { type Check, expectThat } from './types';
import { sharedValue } from './check-helpers';

/*
 * account §7 calls around a course: the receipt's installments, shipments,
 * extension offers, and the resource-routing service (bearer token from the
 * token cookie). Empty lists are valid answers; the structs check entries.
 */

/** Receipt, shipments, extensions and my-resource. */
export const accountServiceChecks: readonly Check[] = [
  {
    id: 'account.payments',
    title: "GraphQL ScheduledPayments answers the chosen course's installments",
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const purchaseId = sharedValue(ctx, 'purchaseId', 'account.myaccount');
      await getScheduledPayments(ctx.client, purchaseId);
    },
  },
  {
    id: 'account.shipments',
    title: "GraphQL Shipments answers the chosen course's shipments",
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'enrollmentId', 'account.myaccount');
      await getShipments(ctx.client, enrollmentId);
    },
  },
  {
    id: 'account.extension-info',
    title: 'Extension info of the chosen course lists offers with a class id',
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'enrollmentId', 'account.myaccount');
      const offers = await getExtensionInfo(ctx.client, enrollmentId);
      const bad = offers.findIndex((o) => o.classId.trim() === '');
      expectThat(bad < 0, 'an extension offer has an empty classId', `${bad}.classId`);
    },
  },
  {
    id: 'account.med-extension',
    title: 'Medical extension options of the chosen course (account §7 medExtension)',
    writes: false,
    needs: ['account.myaccount'],
    async run(ctx) {
      const enrollmentId = sharedValue(ctx, 'enrollmentId', 'account.myaccount');
      const offers = await getMedExtension(ctx.client, enrollmentId);
      const bad = offers.findIndex((o) => o.classId.trim() === '');
      expectThat(bad < 0, 'a medical extension offer has an empty classId', `${bad}.classId`);
    },
  },
  {
    id: 'account.my-resources',
    title: 'Resource routing answers my-resource for the bearer token of the token cookie (account §7)',
    writes: false,
    needs: ['login.token-cookie'],
    async run(ctx) {
      const resources = await getMyResources(ctx.client, ctx.brand.tenant);
      const bad = resources.findIndex((r) => r.enrollmentId.trim() === '');
      expectThat(bad < 0, 'a resource has an empty enrollmentId', `${bad}.enrollmentId`);
    },
  },
];
