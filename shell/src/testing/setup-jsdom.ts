// jsdom has no layout or scrolling; the shell scrolls to the top on navigation.
window.scrollTo = () => {};
