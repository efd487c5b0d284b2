/**
 * The console's sections, in the order the side bar shows them. Each one is a lazy page of its own
 * (routes/admin/admin-area.tsx): opening the audit log does not download the settings form.
 */
export interface AdminSection {
  readonly path: string;
  readonly label: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'overview', label: 'Overview' },
  { path: 'approvals', label: 'Approvals' },
  { path: 'orders', label: 'Orders' },
  { path: 'eta-report', label: 'Promised times' },
  { path: 'compensation', label: 'Compensation' },
  { path: 'item-reports', label: 'Item reports' },
  { path: 'stores', label: 'Stores' },
  { path: 'partners', label: 'Delivery partners' },
  { path: 'cities', label: 'Cities and surge' },
  { path: 'delivery-settings', label: 'Delivery settings' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'payments', label: 'Payments' },
  { path: 'sign-in', label: 'Sign-in' },
  { path: 'coupons', label: 'Coupons' },
  { path: 'customer-groups', label: 'Customer groups' },
  { path: 'content', label: 'Home content' },
  { path: 'store-pages', label: 'Store pages' },
  { path: 'settings', label: 'Settings' },
  { path: 'languages', label: 'Languages' },
  { path: 'pages', label: 'Pages' },
  { path: 'locations', label: 'Popular locations' },
  { path: 'audit', label: 'Audit log' },
];
