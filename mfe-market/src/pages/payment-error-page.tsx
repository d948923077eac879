import { CardPaymentError } from '../features/purchase/components/card-callback';

export default function PaymentErrorPage() {
  return <CardPaymentError />;
}
