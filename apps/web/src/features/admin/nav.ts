/**
 * The console's sections, in the order the side bar shows them. Each one is a lazy page of its own
 * (routes/admin/admin-area.tsx): opening the audit log does not download the settings form.
 */
export interface AdminSection {
  readonly path: string;
  readonly label: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'audit', label: 'Audit log' },
  { path: 'coupons', label: 'Coupons' },
  { path: 'content', label: 'Home content' },
];
