// jsdom has no layout or scrolling; the shell scrolls to the top on navigation. (A build test runs in node: no window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};
