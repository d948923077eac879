import { COLORS, DESKTOP_MIN_WIDTH, FONT_STACK } from 'shared-contract';

// The styles of the server-drawn first screens: the same boxes, sizes and colours as the shell's and the market's
// components (shared-ui theme: desktop is over 600 px, content at most 1200 px), so the page that replaces the first
// screen lands on the same places. Mobile first, then `@media (min-width: 601px)`.
export const DESKTOP = `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`;

export const FIRST_SCREEN_STYLES = `
*,::before,::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;min-width:320px;font-family:${FONT_STACK};color:${COLORS.gray900};background:${COLORS.white};-webkit-font-smoothing:antialiased;word-break:keep-all}
#first-screen{display:flex;flex-direction:column;min-height:100vh}
.fs-skip,.fs-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.fs-skip:focus{position:fixed;top:8px;left:8px;z-index:9999;width:auto;height:auto;margin:0;padding:8px 12px;clip:auto;color:${COLORS.white};background:${COLORS.gray900};border-radius:6px}
.fs-top{position:sticky;top:0;z-index:100;background:${COLORS.white};border-bottom:1px solid ${COLORS.gray100}}
.fs-mobile{display:flex;align-items:center;justify-content:space-between;height:56px;padding:0 8px 0 16px}
.fs-desktop{display:none}
.fs-top-inner{display:flex;align-items:center;gap:16px;max-width:1200px;height:64px;margin:0 auto;padding:0 24px}
.fs-logo{display:inline-flex;align-items:center;gap:6px;min-height:44px;color:${COLORS.gray900};font-size:22px;font-weight:800;letter-spacing:.08em;text-decoration:none}
.fs-mark{display:inline-flex;gap:3px}
.fs-mark span{width:8px;height:16px;border-radius:2px;background:${COLORS.pinkBright}}
.fs-mark span+span{background:${COLORS.green};margin-top:4px}
.fs-list{display:flex;align-items:center;gap:4px;margin:0;padding:0;list-style:none}
.fs-link{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 10px;color:${COLORS.gray800};font-size:16px;text-decoration:none;white-space:nowrap}
@media (max-width:1439px){.fs-wide{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}}
.fs-icon{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;color:${COLORS.gray800}}
.fs-utility{margin-left:auto}
.fs-languages{display:inline-flex;border:1px solid ${COLORS.gray200};border-radius:999px;padding:2px}
.fs-languages span{display:inline-flex;align-items:center;min-height:40px;padding:0 12px;border-radius:999px;font-size:13px;font-weight:600;color:${COLORS.gray600}}
.fs-languages .fs-language-current{color:${COLORS.white};background:${COLORS.gray900}}
.fs-main{flex:1;min-height:480px}
.fs-page{width:100%;max-width:1200px;margin:0 auto;padding:16px 16px 40px}
.fs-title-bar{margin-bottom:16px}
.fs-carousel{position:relative}
.fs-arrow{position:absolute;top:50%;transform:translateY(-50%);display:none;width:40px;height:40px;border-radius:50%;background:rgba(14,14,18,.55);color:${COLORS.white};font-size:20px;line-height:40px;text-align:center}
.fs-arrow-previous{left:12px}
.fs-arrow-next{right:12px}
.fs-banner{position:relative;display:block;overflow:hidden;border-radius:20px;color:${COLORS.white};text-decoration:none}
.fs-banner img{display:block;width:100%;height:auto;aspect-ratio:1200/480;object-fit:cover;background:${COLORS.gray100}}
.fs-banner-text{position:absolute;inset:auto 0 0;padding:32px 16px 28px;background:linear-gradient(transparent,rgba(14,14,18,.75));display:flex;flex-direction:column;gap:4px}
.fs-banner-text strong{font-size:18px}
.fs-banner-text span{font-size:13px;opacity:.9}
.fs-dots{display:flex;justify-content:center;align-items:center;gap:0;margin-top:4px;height:44px}
.fs-pause{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;color:${COLORS.gray600};font-size:12px}
.fs-dot{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px}
.fs-dot::before{content:"";width:8px;height:8px;border-radius:4px;background:${COLORS.gray300}}
.fs-dot-current::before{width:16px;background:${COLORS.pink}}
.fs-section{margin-top:32px}
.fs-section-head{display:flex;align-items:baseline;justify-content:space-between;gap:12px;margin-bottom:12px}
.fs-section-head h2{margin:0;font-size:19px;color:${COLORS.gray900}}
.fs-section-head a{display:inline-flex;align-items:center;min-height:32px;flex-shrink:0;font-size:14px;color:${COLORS.gray600};white-space:nowrap}
.fs-subsection{margin-top:20px}
.fs-subsection h3{margin:0 0 12px;font-size:16px;color:${COLORS.gray900}}
.fs-rail{list-style:none;margin:0;padding:0 0 8px;display:grid;gap:12px;grid-auto-flow:column;grid-auto-columns:62%;overflow-x:auto;scroll-snap-type:x mandatory}
.fs-rail>li{min-width:0;scroll-snap-align:start}
.fs-rail-dense{grid-auto-columns:42%}
.fs-card{display:flex;flex-direction:column;gap:6px;color:inherit;text-decoration:none;border-radius:12px}
.fs-card-project{gap:8px}
.fs-card img{display:block;width:100%;height:auto;aspect-ratio:600/400;object-fit:cover;border-radius:12px;background:${COLORS.gray100}}
.fs-rail-dense .fs-card img{aspect-ratio:300/420}
.fs-card-title{font-size:15px;line-height:1.35;color:${COLORS.gray900}}
.fs-caption{font-size:13px;color:${COLORS.gray500}}
.fs-small{font-size:12px}
.fs-price{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 8px}
.fs-price strong{font-size:15px;color:${COLORS.gray900}}
${DESKTOP}{
.fs-mobile{display:none}
.fs-desktop{display:block}
.fs-arrow{display:block}
.fs-page{padding:32px 24px 64px}
.fs-banner-text{padding:48px 32px 36px}
.fs-banner-text strong{font-size:26px}
.fs-banner-text span{font-size:16px}
.fs-section-head h2{font-size:22px}
.fs-subsection h3{font-size:17px}
.fs-rail{grid-auto-flow:row;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));overflow:visible}
.fs-rail-dense{grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
}
`.replace(/\n/g, '');
