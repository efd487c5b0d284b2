import './gateway-mark.css';

/** Each provider's mark: its initials on its colour (no third-party picture to fetch). */
const MARKS: Readonly<Record<string, { readonly text: string; readonly color: string }>> = {
  STRIPE: { text: 'S', color: '#635bff' },
  RAZORPAY: { text: 'R', color: '#0b72e7' },
  PAYTM: { text: 'P', color: '#002e6e' },
  PAYMONGO: { text: 'PM', color: '#0f766e' },
  MERCADOPAGO: { text: 'MP', color: '#0b5c99' },
};

export function GatewayMark({ code }: { readonly code: string }) {
  const mark = MARKS[code] ?? { text: code.slice(0, 1), color: '#52525b' };
  return (
    <span className="gateway-mark" style={{ background: mark.color }} aria-hidden="true">
      {mark.text}
    </span>
  );
}
