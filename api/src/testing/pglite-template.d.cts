export declare function pgliteTemplatePath(): string;
