import { CardPaymentSuccess } from './card-callback';

export default function PaymentSuccessPage() {
  return <CardPaymentSuccess />;
}
