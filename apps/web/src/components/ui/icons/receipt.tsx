import { Icon, type IconProps } from './icon';

export const ReceiptIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </Icon>
);
