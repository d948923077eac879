export const lotteryPath = (lotteryId: number) => `/event/lottery?id=${lotteryId}`;
