// A remote renders nothing on its own: the shell loads `./routes` and renders its pages.
export {};
