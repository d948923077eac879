import { notAvailablePage } from './not-available-page';

/** `/refund`: the member's refund request (being built). */
export default notAvailablePage('refund');
