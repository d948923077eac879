import { notAvailablePage } from './not-available-page';

/** `/refund/console`: the support team's console (being built). */
export default notAvailablePage('refundConsole');
