export declare const OFFLINE_PORTS: { app: number; api: number; control: number };
export declare const OFFLINE_API_URL: string;
export declare const OFFLINE_DIST: string;
