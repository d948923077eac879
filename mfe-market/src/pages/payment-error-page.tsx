import { CardPaymentError } from './card-callback';

export default function PaymentErrorPage() {
  return <CardPaymentError />;
}
