import { CardPaymentSuccess } from '../features/purchase/components/card-callback';

export default function PaymentSuccessPage() {
  return <CardPaymentSuccess />;
}
