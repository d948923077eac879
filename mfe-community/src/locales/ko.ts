export const ko = {
  pages: {
    community: '커뮤니티',
  },
};
