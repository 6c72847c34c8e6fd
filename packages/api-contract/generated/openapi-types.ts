// Generated from openapi.json by openapi-typescript: do not edit. Run `pnpm --filter @pastexam/api-contract generate`.
export interface paths {
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公開設定：單一登入、上傳上限、問題回報的網址 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 設定 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AppConfig"];
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 以本機帳號登入 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": components["schemas"]["LoginForm"];
                    "multipart/form-data": components["schemas"]["LoginForm"];
                };
            };
            responses: {
                /** @description 登入成功 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenResponse"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description invalid_credentials: 帳號或密碼錯誤 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_credentials";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description too_many_attempts: 登入失敗次數過多，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "too_many_attempts";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 登出並撤銷目前的權杖 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已登出 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 登出所有裝置：結束自己所有的登入，包括目前這一個 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 所有裝置皆已登出 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 單一登入回呼：轉址到 /login/callback，權杖或錯誤訊息放在網址片段 */
        get: {
            parameters: {
                query?: {
                    code?: string;
                    state?: string;
                    error?: string;
                    error_description?: string;
                    iss?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 轉址到 /login/callback */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 開始單一登入：轉址到校務身分提供者 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 轉址到身分提供者 */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description sso_disabled: 尚未設定校務單一登入 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "sso_disabled";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 變更自己的密碼（本機帳號）：其他裝置的登入全部結束，這一個換發新的權杖 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PasswordChange"];
                };
            };
            responses: {
                /** @description 已變更；新的權杖取代目前的權杖 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenResponse"];
                    };
                };
                /**
                 * @description wrong_password: 目前的密碼不正確
                 *     sso_password: 單一登入帳號由校務系統驗證，無法設定密碼
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "wrong_password" | "sso_password" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description too_many_attempts: 登入失敗次數過多，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "too_many_attempts";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 所有使用者（管理員） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 使用者列表 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 建立本機帳號（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserCreate"];
                };
            };
            responses: {
                /** @description 已建立 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /**
                 * @description duplicate_name: 此名稱已被其他帳號使用
                 *     duplicate_email: 此電子郵件已被其他帳號使用
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_name" | "duplicate_email";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改使用者（管理員）；自己的管理員權限不能取消，自己的密碼請用 PUT /users/me/password 變更 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UserUpdate"];
                };
            };
            responses: {
                /** @description 已更新 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /**
                 * @description cannot_demote_self: 不能取消自己的管理員權限
                 *     cannot_reset_own_password: 請從「變更密碼」變更自己的密碼
                 *     sso_password: 單一登入帳號由校務系統驗證，無法設定密碼
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "cannot_demote_self" | "cannot_reset_own_password" | "sso_password" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description user_not_found: 找不到此使用者 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "user_not_found";
                        };
                    };
                };
                /**
                 * @description duplicate_name: 此名稱已被其他帳號使用
                 *     duplicate_email: 此電子郵件已被其他帳號使用
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_name" | "duplicate_email";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        /** 刪除使用者（管理員） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /**
                 * @description cannot_delete_self: 不能刪除自己的帳號
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "cannot_delete_self" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description user_not_found: 找不到此使用者 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "user_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/admin/users/{id}/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 登出此使用者的所有裝置（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 此使用者的所有登入皆已結束 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description user_not_found: 找不到此使用者 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "user_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 目前登入的使用者 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 目前的使用者 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 設定或清除自己的暱稱（不分大小寫與全半形，不可與他人的暱稱或帳號名稱相同，也不可是代表站方的名稱） */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProfileUpdate"];
                };
            };
            responses: {
                /** @description 已儲存；回傳更新後的使用者 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description duplicate_nickname: 此暱稱已有人使用，請換一個 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_nickname";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/users/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 設定自己的介面語言（zh-TW 或 en），之後在任何裝置登入都以此語言顯示 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LocaleUpdate"];
                };
            };
            responses: {
                /** @description 已儲存；回傳更新後的使用者 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/admin/courses/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 確認待審核課程（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已確認 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Course"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description course_not_pending: 此課程不是待審核課程，可能已被其他管理員處理 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_pending";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 所有課程（管理員） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 課程列表 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 建立課程（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseInput"];
                };
            };
            responses: {
                /** @description 已建立 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Course"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description duplicate_course: 此類別已有同名課程 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_course";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/admin/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改課程（管理員） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseInput"];
                };
            };
            responses: {
                /** @description 已更新 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Course"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description duplicate_course: 此類別已有同名課程 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_course";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        /** 刪除課程與其考古題（管理員） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/admin/courses/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 將待審核課程的考古題併入現有課程，並移除待審核課程（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseMerge"];
                };
            };
            responses: {
                /** @description 併入後的課程 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Course"];
                    };
                };
                /**
                 * @description merge_target_invalid: 請選擇一門已確認的既有課程
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "merge_target_invalid" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description course_not_pending: 此課程不是待審核課程，可能已被其他管理員處理 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_pending";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/admin/courses/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 退回待審核課程：刪除課程與其考古題，並通知上傳者原因（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseRefusal"];
                };
            };
            responses: {
                /** @description 已退回 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description course_not_pending: 此課程不是待審核課程，可能已被其他管理員處理 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_pending";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/archives/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上傳前檢查：這份考古題是否可能已經存在於課程中（同一檔案或幾乎相同的文字） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ArchiveDuplicateQuery"];
                };
            };
            responses: {
                /** @description 可能相同的考古題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ArchiveDuplicateList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/archives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 課程的考古題 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 考古題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ArchiveList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 依類別分組的課程 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 課程 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CoursesByCategory"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 記下目前的使用者開啟了這門課程（總覽的「最近瀏覽的課程」） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已記下 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{cid}/archives/{aid}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 下載考古題 PDF（計入下載次數） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PDF 附件 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     file_not_found: 找不到此考古題的檔案
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "file_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{cid}/archives/{aid}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考古題 PDF（內嵌預覽，支援 Range） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description PDF 的一段 */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     file_not_found: 找不到此考古題的檔案
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "file_not_found";
                        };
                    };
                };
                /** @description range_not_satisfiable: 要求的檔案範圍無效 */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "range_not_satisfiable";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考古題總覽：自己追蹤的課程、最近瀏覽的課程與考古題、全系最新上傳與本學期下載最多的考古題 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 總覽 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ArchiveOverview"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{cid}/archives/{aid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 刪除考古題（管理員或上傳者） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_uploader: 只有管理員或上傳者可以刪除此考古題
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_uploader" | "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** 修改考古題（管理員或上傳者），或移到其他課程（管理員） */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                    aid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ArchiveUpdate"];
                };
            };
            responses: {
                /** @description 已更新 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Archive"];
                    };
                };
                /**
                 * @description course_choice_missing: 請選擇課程，或輸入新課程的名稱與類別
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_choice_missing" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_archive_editor: 只有管理員或上傳者可以修改此考古題
                 *     move_admin_only: 只有管理員可以把考古題移到其他課程
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_archive_editor" | "move_admin_only" | "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     course_not_found: 找不到此課程
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "course_not_found";
                        };
                    };
                };
                /** @description duplicate_course: 此類別已有同名課程 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_course";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/archives/{aid}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 記下目前的使用者預覽了這份考古題（總覽的「最近瀏覽的考古題」） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已記下 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上傳考古題（一份 PDF，或 1–30 張照片合成一份 PDF） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": components["schemas"]["ArchiveUpload"];
                };
            };
            responses: {
                /** @description 已上傳 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadedArchive"];
                    };
                };
                /**
                 * @description course_choice_missing: 請選擇課程，或輸入新課程的名稱與類別
                 *     too_many_images: 一次最多上傳 30 張圖片，請分成數份上傳
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_choice_missing" | "too_many_images" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description duplicate_course: 此類別已有同名課程 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_course";
                        };
                    };
                };
                /**
                 * @description file_too_large: 檔案超過上傳大小上限
                 *     payload_too_large: 請求內容過大
                 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "file_too_large" | "payload_too_large";
                        };
                    };
                };
                /**
                 * @description not_pdf: 檔案不是有效的 PDF
                 *     image_unreadable: 圖片無法讀取
                 *     image_unsupported: 只接受 JPEG、PNG 或 WebP 圖片
                 */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_pdf" | "image_unreadable" | "image_unsupported";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/admin/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 垃圾桶中的考古題，最近刪除的在前（管理員） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 垃圾桶 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TrashList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/admin/trash/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 永久刪除垃圾桶中的考古題與其檔案（管理員） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已永久刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description trash_archive_not_found: 垃圾桶中找不到此考古題，可能已被還原或永久刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "trash_archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/admin/trash/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 還原考古題；課程也已刪除時一併還原課程，或移到現有的同名課程（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已還原，並說明考古題回到哪一門課程 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RestoredArchive"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description trash_archive_not_found: 垃圾桶中找不到此考古題，可能已被還原或永久刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "trash_archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-exam/task/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 任務狀態（他人或不存在的任務回 not_found） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 任務 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Task"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** 刪除任務 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description task_not_found: 找不到此任務 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "task_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** 重新命名任務，或標記題目 會／不會 */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TaskUpdate"];
                };
            };
            responses: {
                /** @description 任務 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Task"];
                    };
                };
                /**
                 * @description exam_question_not_found: 找不到要標記的題目，試卷可能尚未完成
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "exam_question_not_found" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description task_not_found: 找不到此任務 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "task_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/ai-exam/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 建立 AI 模擬試題任務 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["GenerateRequest"];
                };
            };
            responses: {
                /** @description 任務已建立 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GenerateResponse"];
                    };
                };
                /**
                 * @description no_api_key: 請先設定 Gemini API Key
                 *     duplicate_archives: 同一份考古題不能重複選擇
                 *     exam_archive_not_found: 找不到所選的考古題，可能已被刪除，請重新選擇
                 *     archive_type_not_allowed: 只能選擇期中考或期末考的考古題
                 *     mixed_courses: 所選的考古題必須屬於同一門課程
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "no_api_key" | "duplicate_archives" | "exam_archive_not_found" | "archive_type_not_allowed" | "mixed_courses" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description task_conflict: 您已有一個正在進行的任務，請等待完成後再提交新的任務 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "task_conflict";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-exam/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gemini API Key 狀態 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 狀態 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyStatus"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        /** 設定（測試後儲存）或以空字串移除 Gemini API Key */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ApiKeyUpdate"];
                };
            };
            responses: {
                /** @description 狀態 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyStatus"];
                    };
                };
                /**
                 * @description invalid_api_key: API Key 無效，請確認後再試
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_api_key" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description provider_unavailable: Gemini 服務暫時無法連線，請稍後再試 */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "provider_unavailable";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-exam/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的模擬試題：自己的任務，新到舊，分頁 */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 一頁任務 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TaskPage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 操作紀錄：管理員的每項變更與每次刪除，最新的在前，可依動作、對象、操作者與日期篩選（管理員） */
        get: {
            parameters: {
                query?: {
                    action?: components["schemas"]["AuditAction"];
                    target_type?: components["schemas"]["AuditTargetType"];
                    actor?: string;
                    from?: string;
                    to?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 一頁紀錄 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditPage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 存活檢查：伺服器程序正在執行 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 正在執行 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 就緒檢查：資料庫與檔案儲存可用、資料庫已更新到最新版本，且伺服器不在停止中 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 可以接受請求 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Readiness"];
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /**
                 * @description database_unavailable: 暫時無法連線，請稍後再試
                 *     not_ready: 伺服器尚未就緒
                 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable" | "not_ready";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 搜尋考古題內文（掃描檔經文字辨識），依相關程度排列，可依課程、主題、教授、學年度與類型篩選 */
        get: {
            parameters: {
                query: {
                    q: string;
                    course_id?: number;
                    topic_id?: number;
                    professor?: string;
                    year_from?: number;
                    year_to?: number;
                    type?: components["schemas"]["ArchiveType"];
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 一頁搜尋結果 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SearchResults"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/search/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考古題內文的索引進度：已可搜尋的頁數、等待文字辨識的頁數（管理員） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 索引進度 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SearchStatus"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 目前顯示中的公告，最新的在前，可只取重要公告（首頁） */
        get: {
            parameters: {
                query?: {
                    importance?: components["schemas"]["AnnouncementImportance"];
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 顯示中的公告 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnnouncementList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 所有公告，最新的在前，可搜尋標題與內容、依重要性與狀態篩選，分頁（管理員） */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    importance?: components["schemas"]["AnnouncementImportance"];
                    status?: components["schemas"]["AnnouncementStatus"];
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 一頁公告 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAnnouncementPage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 新增公告（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnnouncementInput"];
                };
            };
            responses: {
                /** @description 已新增 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAnnouncement"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 修改公告（管理員）；已讀紀錄保留 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnnouncementInput"];
                };
            };
            responses: {
                /** @description 已更新 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAnnouncement"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description announcement_not_found: 找不到此公告，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "announcement_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        /** 刪除公告與其已讀紀錄（管理員） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description announcement_not_found: 找不到此公告，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "announcement_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公告中心：目前顯示中的公告，最新的在前，分頁；登入者的每則公告附上是否已讀（訪客為 null） */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 一頁公告 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnnouncementPage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 將看過的公告記為已讀（公告中心的一頁、登入後開啟的公告）；已不顯示的公告略過 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description 記下後的未讀狀態 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnnouncementUnread"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未讀公告數，與最新一則顯示中的公告（未讀時於登入後開啟一次） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 未讀狀態 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnnouncementUnread"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/messages/{mid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 刪除留言（留言者或管理員）：留言標示為已刪除並清除內容 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    mid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除的留言 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiscussionMessage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_message_author: 只有管理員或留言者可以刪除此留言
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_message_author" | "xsrf";
                        };
                    };
                };
                /** @description message_not_found: 找不到此留言 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "message_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考古題的討論：最新的 50 則留言，或 before 之前較早的一頁（已刪除的留言保留位置，不含內容） */
        get: {
            parameters: {
                query?: {
                    before?: number;
                };
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 一頁留言，最新的在前 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MessagePage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 在考古題的討論中留言（純文字，最多 500 字；每人 10 秒內最多 5 則） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MessageInput"];
                };
            };
            responses: {
                /** @description 已留言 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DiscussionMessage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description message_rate_limited: 留言太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "message_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/messages/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 討論的即時串流（Server-Sent Events）：新留言與刪除；after 或 Last-Event-ID 先補上斷線期間的變更。以憑證代替登入 */
        get: {
            parameters: {
                query: {
                    ticket: string;
                    after?: string;
                };
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 事件串流，每 25 秒一則註解維持連線 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/messages/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 開啟討論即時串流的憑證（EventSource 無法帶 Authorization 標頭），一分鐘內有效 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 憑證 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StreamTicket"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的通知設定：每種通知為站內、電子郵件或關閉（未設定者為站內），以及電子郵件逐則寄送或每日摘要 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 通知設定 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationSettings"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        /** 修改我的通知設定（只改列出的種類與寄送頻率）；電子郵件的通知也留在通知鈴，伺服器未設定寄信時不能選電子郵件 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NotificationSettingsInput"];
                };
            };
            responses: {
                /** @description 修改後的通知設定 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationSettings"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description mail_unavailable: 這個網站沒有設定寄信，通知無法以電子郵件寄送，請選擇站內或關閉 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "mail_unavailable";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的通知：最新的 20 則，或 before 之前較早的一頁 */
        get: {
            parameters: {
                query?: {
                    before?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 一頁通知，最新的在前 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationPage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 將我的通知全部標為已讀 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 標記後的未讀數（0） */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationUnread"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 將我的一則通知標為已讀 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 標記後的未讀數 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationUnread"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description notification_not_found: 找不到此通知 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "notification_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的通知的即時串流（Server-Sent Events）：開啟時與每次新增或讀取通知時送出未讀數。以憑證代替登入 */
        get: {
            parameters: {
                query: {
                    ticket: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 事件串流，每 25 秒一則註解維持連線 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 開啟通知即時串流的憑證（EventSource 無法帶 Authorization 標頭），一分鐘內有效 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 憑證 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StreamTicket"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 未讀通知數（通知鈴） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 未讀數 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationUnread"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 通知信的取消訂閱（免登入）：以信中的簽章憑證將該種通知改為只在站內；也接受 RFC 8058 的一鍵取消訂閱（List-Unsubscribe=One-Click） */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @constant */
                        "List-Unsubscribe"?: "One-Click";
                    };
                    "multipart/form-data": {
                        /** @constant */
                        "List-Unsubscribe"?: "One-Click";
                    };
                };
            };
            responses: {
                /** @description 已停止以電子郵件寄送的通知種類 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationUnsubscribed"];
                    };
                };
                /**
                 * @description unsubscribe_link_invalid: 取消訂閱的連結無效或不完整，請直接從通知信中的連結開啟，或登入後在通知設定中修改
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unsubscribe_link_invalid" | "invalid_input";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考古題的題目：依順序，每題從哪一頁的哪個高度開始，是系統找到的建議還是已確認；是否已鎖定，以及讀者可否修改、鎖定 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題目，依順序 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 新增題目起點（任何已登入的使用者；未命名時自動編號為「第 n 題」） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionNew"];
                };
            };
            responses: {
                /** @description 新增後的題目，重新編號 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description questions_locked: 此考古題的題目已被管理員鎖定，解除鎖定前無法修改 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "questions_locked";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description question_rate_limited: 修改題目太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 確認考古題所有建議的題目起點 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 確認後的題目 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description questions_locked: 此考古題的題目已被管理員鎖定，解除鎖定前無法修改 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "questions_locked";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description question_rate_limited: 修改題目太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 確認一個建議的題目起點 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 確認後的題目 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description questions_locked: 此考古題的題目已被管理員鎖定，解除鎖定前無法修改 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "questions_locked";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description question_rate_limited: 修改題目太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/question-lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 鎖定考古題的題目（管理員）：解除鎖定前，任何人（管理員也是）都不能修改 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 鎖定後的題目 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        /** 解除考古題題目的鎖定（管理員） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 解除鎖定後的題目 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 移動題目起點到另一頁或另一個高度；建議的起點因此確認 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionMove"];
                };
            };
            responses: {
                /** @description 移動後的題目，重新編號 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description questions_locked: 此考古題的題目已被管理員鎖定，解除鎖定前無法修改 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "questions_locked";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description question_rate_limited: 修改題目太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 題目的編輯紀錄：誰在何時新增、移動、命名、確認或刪除了哪一題，以及修改前後，最新的在前 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 編輯紀錄，最新的在前 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionHistory"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 刪除題目起點（已有解答的題目不能刪除，請改為移動）；其後的題目重新編號 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 刪除後的題目，重新編號 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /**
                 * @description questions_locked: 此考古題的題目已被管理員鎖定，解除鎖定前無法修改
                 *     question_has_answers: 此題已有解答，無法刪除；請改為移動題目的起點
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "questions_locked" | "question_has_answers";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description question_rate_limited: 修改題目太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/rename": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 為題目命名（之後不再自動編號）；建議的起點因此確認 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionRename"];
                };
            };
            responses: {
                /** @description 命名後的題目 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description questions_locked: 此考古題的題目已被管理員鎖定，解除鎖定前無法修改 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "questions_locked";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description question_rate_limited: 修改題目太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 相似題：系裡其他考古題中文字與這一題相近（達門檻）的題目，最相近的在前，附考古題、學年度與相似度；同一課程的相似題表示這一題重複出現 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 相似題，最相近的在前 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SimilarQuestionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/topics/{tid}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 確認題目的主題（此課程的專家或管理員）；尚未提議的也可直接確認 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                    tid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題目的主題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionTopicList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_topic_decider: 只有此課程的專家或管理員可以確認或駁回題目的主題
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_topic_decider" | "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 *     topic_not_found: 找不到此主題，可能已被刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found" | "topic_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/fingerprint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 出題分析：課程（或一位教授）各主題每學年度的題數（已確認的主題）與多年未考 */
        get: {
            parameters: {
                query?: {
                    professor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 主題 × 學年度的題數 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Fingerprint"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description course_not_found: 找不到此課程
                 *     professor_not_in_course: 這門課程沒有這位教授的考古題
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found" | "professor_not_in_course";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 主題樹：第一層的領域與其下的主題，各附已確認的題數；以及目前使用者可否編輯 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 主題樹 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TopicTree"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 新增領域或其下的主題（管理員或課程專家；最多兩層） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TopicInput"];
                };
            };
            responses: {
                /** @description 新增的主題 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Topic"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description topic_editor_only: 只有管理員或課程專家可以編輯主題
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_editor_only" | "xsrf";
                        };
                    };
                };
                /** @description topic_not_found: 找不到此主題，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_not_found";
                        };
                    };
                };
                /**
                 * @description topic_too_deep: 主題最多兩層：只能在第一層的領域下新增主題
                 *     duplicate_topic: 同一層已有相同名稱的主題
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_too_deep" | "duplicate_topic";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topics/{tid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 刪除主題（管理員或課程專家）；領域連同其下的主題，題目上的這些主題一併移除 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description topic_editor_only: 只有管理員或課程專家可以編輯主題
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_editor_only" | "xsrf";
                        };
                    };
                };
                /** @description topic_not_found: 找不到此主題，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** 修改主題的名稱或關鍵字（管理員或課程專家） */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TopicEdit"];
                };
            };
            responses: {
                /** @description 修改後的主題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Topic"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description topic_editor_only: 只有管理員或課程專家可以編輯主題
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_editor_only" | "xsrf";
                        };
                    };
                };
                /** @description topic_not_found: 找不到此主題，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_not_found";
                        };
                    };
                };
                /** @description duplicate_topic: 同一層已有相同名稱的主題 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_topic";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/topics/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 匯出主題樹為 JSON（管理員） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 主題樹檔案 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TopicExport"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topics/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 從 JSON 匯入主題樹（管理員）：新增沒有的領域與主題，更新同名者的英文名稱與關鍵字，不刪除任何主題 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TopicFile"];
                };
            };
            responses: {
                /** @description 新增與更新的數目 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TopicImportResult"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description duplicate_topic: 同一層已有相同名稱的主題 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_topic";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 題目的主題：已確認、已提議，以及依關鍵字規則從題目文字找到的建議；目前使用者可否確認 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題目的主題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionTopicList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/topics/{tid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 為題目提議主題（任何已登入的使用者；已確認時不變） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                    tid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["QuestionTopicProposal"];
                };
            };
            responses: {
                /** @description 題目的主題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionTopicList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 *     topic_not_found: 找不到此主題，可能已被刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found" | "topic_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/topics/{tid}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 駁回題目的主題（此課程的專家或管理員）；關鍵字規則不再建議它 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                    tid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題目的主題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionTopicList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_topic_decider: 只有此課程的專家或管理員可以確認或駁回題目的主題
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_topic_decider" | "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 *     topic_not_found: 找不到此主題，可能已被刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found" | "topic_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/topics/ai-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** AI 推薦：以目前使用者的 Gemini API Key，依題目文字從主題樹挑選主題，記為 AI 推薦的提議（已確認或已駁回的不變） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題目的主題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QuestionTopicList"];
                    };
                };
                /**
                 * @description no_api_key: 請先設定 Gemini API Key
                 *     invalid_api_key: API Key 無效，請確認後再試
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "no_api_key" | "invalid_api_key" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description topic_question_no_text: 這一題還沒有可讀取的文字，請等考古題的文字讀取完成後再試 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_question_no_text";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /**
                 * @description topic_ai_rate_limited: AI 推薦主題太頻繁，請稍後再試
                 *     gemini_quota_exceeded: 已超過 Gemini 使用額度，請稍後再試
                 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_ai_rate_limited" | "gemini_quota_exceeded";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /**
                 * @description provider_unavailable: Gemini 服務暫時無法連線，請稍後再試
                 *     gemini_failed: Gemini 無法完成這項要求，請稍後再試
                 */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "provider_unavailable" | "gemini_failed";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
                /** @description gemini_timeout: Gemini 回應逾時，請稍後再試 */
                504: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "gemini_timeout";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/topics/{tid}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 主題頁：帶有此主題（領域則含其下主題）的題目，跨課程、考古題與學年度，附解答數與解答涵蓋率 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 主題與其題目，新的學年度在前 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TopicPage"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description topic_not_found: 找不到此主題，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "topic_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{cid}/experts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 課程的專家（助教），依名稱排序（管理員） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 專家 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseExpertList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 指定使用者為課程的專家（管理員）：可背書此課程的解答並標示官方解答 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CourseExpertInput"];
                };
            };
            responses: {
                /** @description 已指定的專家 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CourseExpert"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /**
                 * @description course_not_found: 找不到此課程
                 *     user_not_found: 找不到此使用者
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found" | "user_not_found";
                        };
                    };
                };
                /** @description duplicate_expert: 此使用者已是這門課程的專家 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_expert";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/answers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 刪除解答（作者或管理員），連同其投票、背書與留言 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_answer_deleter: 只有管理員或作者可以刪除此解答
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_answer_deleter" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** 修改自己的解答（只有作者）：舊內容保留為較早的版本；AI 試答經請求者修改後成為參考 AI 草稿的解答 */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnswerInput"];
                };
            };
            responses: {
                /** @description 修改後的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Answer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_answer_author: 只有作者可以修改此解答
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_answer_author" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/answers/{id}/comments/{cid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 刪除解答下的留言（留言者或管理員） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    cid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已刪除 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_answer_comment_author: 只有管理員或留言者可以刪除此留言
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_answer_comment_author" | "xsrf";
                        };
                    };
                };
                /**
                 * @description answer_not_found: 找不到此解答，可能已被刪除
                 *     answer_comment_not_found: 找不到此留言，可能已被刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found" | "answer_comment_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/answers/{id}/endorsement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 以此課程專家的身分背書解答（不能背書自己的解答） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 背書後的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Answer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_course_expert: 只有此課程的專家可以背書解答，且不能背書自己的解答
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_course_expert" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        /** 收回自己對解答的專家背書 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 收回背書後的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Answer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_course_expert: 只有此課程的專家可以背書解答，且不能背書自己的解答
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_course_expert" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/answers/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 解答的留言，最早的在前 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 留言 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnswerCommentList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 在解答下留言（純文字，最多 1,000 字） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnswerCommentInput"];
                };
            };
            responses: {
                /** @description 已留言 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnswerComment"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description answer_comment_rate_limited: 留言太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_comment_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/answers/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 解答較早的版本，最新的在前（目前的內容即解答本身） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 較早的版本 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AnswerVersionList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考古題每一題的解答，依題目順序；每題的解答依官方解答、分數（專家背書優先於投票）、新舊排序。被隱藏的解答只給作者與管理員 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 每一題的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ArchiveAnswers"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/answers/{id}/official": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 標示為官方解答（管理員或此課程的專家）；AI 試答不能標示 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已標示的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Answer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_official_marker: 只有管理員或此課程的專家可以標示官方解答
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_official_marker" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description ai_draft_not_official: AI 試答不能標示為官方解答，需先由請求者修改成自己的解答 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "ai_draft_not_official";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        /** 取消官方解答的標示（管理員或此課程的專家） */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已取消標示的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Answer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_official_marker: 只有管理員或此課程的專家可以標示官方解答
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_official_marker" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 為題目寫解答（Markdown，可含 KaTeX 數學與程式碼，最多 20,000 字）；系統建議的題目因此確認 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AnswerInput"];
                };
            };
            responses: {
                /** @description 已發表的解答 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Answer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description answer_rate_limited: 發表解答太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{cid}/experts/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 取消使用者在課程的專家身分（管理員）；其背書隨之移除 */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                    uid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已取消 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /**
                 * @description course_not_found: 找不到此課程
                 *     expert_not_found: 此使用者不是這門課程的專家
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found" | "expert_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/answers/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 對解答投票：1 為推、-1 為不推、0 為收回；每人每則一票，可更改，不能投自己的解答 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["VoteInput"];
                };
            };
            responses: {
                /** @description 投票後的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Answer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description own_answer_vote: 不能對自己的解答投票
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "own_answer_vote" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description vote_rate_limited: 投票太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "vote_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/answer-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 檢舉：待處理的依解答分組（舊到新），或最近處理過的（新到舊）（管理員） */
        get: {
            parameters: {
                query?: {
                    state?: "open" | "resolved";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 被檢舉的解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FlaggedAnswerList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/answers/{id}/flags/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 處理一則解答的所有待處理檢舉：保留、隱藏答案或刪除答案（管理員）；檢舉者會看到結果 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FlagResolution"];
                };
            };
            responses: {
                /** @description 處理後的檢舉 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FlaggedAnswer"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description no_open_flags: 此解答沒有待處理的檢舉，可能已被其他管理員處理 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "no_open_flags";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/answers/{id}/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 檢舉解答：答案錯誤、不當內容或疑似 AI 產生，可附簡短說明（每人每則解答每個理由一次，不能檢舉自己的解答） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FlagInput"];
                };
            };
            responses: {
                /** @description 已檢舉 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FlagCreated"];
                    };
                };
                /**
                 * @description own_answer_flag: 不能檢舉自己的解答
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "own_answer_flag" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description answer_not_found: 找不到此解答，可能已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "answer_not_found";
                        };
                    };
                };
                /** @description duplicate_flag: 您已用這個理由檢舉過此解答 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_flag";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description flag_rate_limited: 檢舉太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "flag_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/flags/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 將我的檢舉的處理結果記為已看過 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 記下後的我的檢舉 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyFlagList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的檢舉：新到舊，附處理結果，與尚未看過的結果數 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 我的檢舉 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyFlagList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/archive-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 考古題回報：待處理的依考古題與理由分組（新到舊），或最近處理過的（管理員） */
        get: {
            parameters: {
                query?: {
                    state?: "open" | "resolved";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 被回報的考古題 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportedArchiveList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/archives/{id}/reports/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 處理一份考古題同一理由的所有待處理回報：已修正、隱藏（移到垃圾桶）、永久刪除或不處理（管理員）；回報者會看到結果 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ArchiveReportResolution"];
                };
            };
            responses: {
                /** @description 處理後的回報 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportedArchive"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description no_open_archive_reports: 此考古題沒有這個理由的待處理回報，可能已被其他管理員處理 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "no_open_archive_reports";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/archive-reports/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 將我的考古題回報的處理結果記為已看過 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 記下後的我的考古題回報 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyArchiveReportList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/archive-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的檢舉中的考古題回報：新到舊，附處理結果，與尚未看過的結果數 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 我的考古題回報 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyArchiveReportList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 回報考古題的問題：課程或資訊錯誤、無法閱讀、不完整、重複或著作權，可附說明（每人每份考古題每個理由同時只有一則待處理） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ArchiveReportInput"];
                };
            };
            responses: {
                /** @description 已回報 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ArchiveReportCreated"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description duplicate_archive_report: 您已用這個理由回報過此考古題，管理員處理前不必再次回報 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "duplicate_archive_report";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description archive_report_rate_limited: 回報太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_report_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/ai-answer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI 試答請求的狀態（他人的請求視為不存在） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 請求 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiAnswerRequest"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description ai_answer_not_found: 找不到此 AI 試答請求 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "ai_answer_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/questions/{qid}/ai-answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我對這一題的 AI 試答請求，新到舊 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 請求 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiAnswerRequestList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 請 AI 試答：以自己的 Gemini API Key 為這一題產生 AI 草稿（背景執行；同一題進行中時回傳該請求） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已排入或進行中的請求 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiAnswerRequest"];
                    };
                };
                /**
                 * @description no_api_key: 請先設定 Gemini API Key
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "no_api_key" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description archive_not_found: 找不到此考古題
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description ai_answer_rate_limited: 請 AI 試答太頻繁，請稍後再試 */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "ai_answer_rate_limited";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的收藏：目前使用者收藏的題目，依課程、考古題與題目順序 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 收藏的題目 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BookmarkList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 目前使用者標為已完成的考古題 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已完成的考古題編號 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CompletionList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{qid}/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 收藏或取消收藏題目（已是該狀態時不變） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    qid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BookmarkInput"];
                };
            };
            responses: {
                /** @description 已更新收藏 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description question_not_found: 找不到此題目，可能已被其他人刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 將考古題標為已完成或取消（已是該狀態時不變） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CompletionInput"];
                };
            };
            responses: {
                /** @description 已更新已完成 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/practice/{pid}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 結束模擬考（時間到也會自動結束），並將考古題標為已完成 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 已結束，附上各題最佳解答 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PracticeAttempt"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description practice_not_found: 找不到這次模擬考 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_not_found";
                        };
                    };
                };
                /** @description practice_ended: 這次模擬考已經結束，無法再修改筆記 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_ended";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/practice/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一次模擬考：剩餘時間、題目與筆記；結束後附上各題最佳解答與自評 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 模擬考 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PracticeAttempt"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description practice_not_found: 找不到這次模擬考 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/archives/{aid}/practice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 模擬考：考古題的題數、預設時間與自己的模擬考紀錄（新的在前） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 模擬考紀錄 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PracticeOverview"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 開始模擬考：題目依考古題的順序，解答在結束前不顯示 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    aid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PracticeStart"];
                };
            };
            responses: {
                /** @description 已開始 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PracticeAttempt"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description archive_not_found: 找不到此考古題 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "archive_not_found";
                        };
                    };
                };
                /**
                 * @description practice_no_questions: 這份考古題還沒有切好的題目，無法開始模擬考
                 *     practice_running: 模擬考還在進行中，結束後才能自評；要重新開始請先結束它
                 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_no_questions" | "practice_running";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/practice/{pid}/questions/{qid}/mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 自評一題：會、不確定或不會（模擬考結束後） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["SelfGradeInput"];
                };
            };
            responses: {
                /** @description 已儲存自評 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description practice_not_found: 找不到這次模擬考
                 *     practice_question_not_found: 這次模擬考沒有這一題
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_not_found" | "practice_question_not_found";
                        };
                    };
                };
                /** @description practice_running: 模擬考還在進行中，結束後才能自評；要重新開始請先結束它 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_running";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/practice/{pid}/questions/{qid}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 寫下一題的筆記（只在模擬考進行中） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    pid: string;
                    qid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PracticeNote"];
                };
            };
            responses: {
                /** @description 已儲存筆記 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description practice_not_found: 找不到這次模擬考
                 *     practice_question_not_found: 這次模擬考沒有這一題
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_not_found" | "practice_question_not_found";
                        };
                    };
                };
                /** @description practice_ended: 這次模擬考已經結束，無法再修改筆記 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "practice_ended";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/review/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 將我的收藏全部加入複習（已在複習中的題目不變） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 新加入的題目數 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewAdded"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/review/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 今天要複習的題目：到所給的台北日期結束前到期的卡片，最早到期的在前 */
        get: {
            parameters: {
                query: {
                    day: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 今天的複習 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewQueue"];
                    };
                };
                /**
                 * @description review_day_out_of_range: 裝置的日期與今天相差太多，請確認裝置的時間
                 *     invalid_input: 輸入資料格式不正確
                 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "review_day_out_of_range" | "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review/cards/{cid}/grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 為複習卡片自評（忘記、困難、記得、簡單），依 FSRS 排定下次複習，不晚於課程的考試日期 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReviewGradeInput"];
                };
            };
            responses: {
                /** @description 下次複習的時間 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewGraded"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description review_card_not_found: 找不到此複習卡片，可能已移出複習 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "review_card_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/review/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 複習中的課程，各有卡片數與考試日期 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 複習中的課程 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewCourseList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/review/deck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 目前使用者加入複習的題目編號 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 複習中的題目編號 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReviewDeck"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-exam/task/{id}/questions/{key}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 將自己的模擬試題中的一題加入或移出複習（已是該狀態時不變；他人的模擬試題回 task_not_found） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    key: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReviewMembership"];
                };
            };
            responses: {
                /** @description 已更新複習 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /**
                 * @description task_not_found: 找不到此任務
                 *     mock_question_not_found: 找不到這一題，模擬試題可能尚未完成
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "task_not_found" | "mock_question_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/review/courses/{cid}/exam-date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 設定或清除課程的考試日期：該課程的卡片都不會排在這天之後 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReviewExamDateInput"];
                };
            };
            responses: {
                /** @description 已更新考試日期 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{qid}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 將題目加入或移出複習（已是該狀態時不變） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    qid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReviewMembership"];
                };
            };
            responses: {
                /** @description 已更新複習 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description question_not_found: 找不到此題目，可能已被其他人刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 目前使用者追蹤的課程編號 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 追蹤的課程編號 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FollowList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 追蹤或取消追蹤課程（已是該狀態時不變）：追蹤的課程釘選在課程列表最上方與總覽 */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["FollowInput"];
                };
            };
            responses: {
                /** @description 已更新追蹤 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ok"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 系統統計：考古題、課程、使用者、下載次數與今日活躍人數（公開，每分鐘更新） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 統計數字 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Statistics"];
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/wishes/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 關閉願望並說明原因，許願者會在我的願望看到（管理員） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WishClose"];
                };
            };
            responses: {
                /** @description 關閉後的願望 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Wish"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description forbidden: 需要管理員權限
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden" | "xsrf";
                        };
                    };
                };
                /** @description wish_not_found: 找不到此願望，可能已實現或已關閉 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "wish_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/wishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 最多人許願的考古題：尚未實現的願望，等待人數多的在前（管理員） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 尚未實現的願望 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WishList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description forbidden: 需要管理員權限 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "forbidden";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/wishes/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 上傳前檢查：這份考古題會實現幾個願望、幾人在等 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WishMatchQuery"];
                };
            };
            responses: {
                /** @description 會實現的願望 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WishMatch"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/wishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 課程的許願池：尚未實現的願望，等待人數多的在前 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 尚未實現的願望 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WishList"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        /** 許願想要的考古題（可指定教授、學年度、考試類型與備註）；已有相同的願望時改為同求 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WishInput"];
                };
            };
            responses: {
                /** @description 許下或同求的願望 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Wish"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description course_not_found: 找不到此課程 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "course_not_found";
                        };
                    };
                };
                /** @description wish_limit_reached: 同時等待中的願望最多 20 個，請先取消一些願望或等待實現 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "wish_limit_reached";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/wishes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的願望：等待中、已實現與已關閉（附原因），新到舊 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 我的願望 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WishList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wishes/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 同求或取消同求一個尚未實現的願望（已是該狀態時不變；最後一人取消時願望移除） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WishJoin"];
                };
            };
            responses: {
                /** @description 更新後的願望 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Wish"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description wish_not_found: 找不到此願望，可能已實現或已關閉 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "wish_not_found";
                        };
                    };
                };
                /** @description wish_limit_reached: 同時等待中的願望最多 20 個，請先取消一些願望或等待實現 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "wish_limit_reached";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksheets/{wid}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 加入題單：把題目加到題單最後（僅限建立者） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    wid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WorksheetAdd"];
                };
            };
            responses: {
                /** @description 已加入 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Worksheet"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_worksheet_owner: 只有建立者可以修改此題單
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_worksheet_owner" | "xsrf";
                        };
                    };
                };
                /**
                 * @description worksheet_not_found: 找不到此題單，連結可能有誤或題單已被刪除
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description worksheet_question_exists: 此題已在題單中 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_question_exists";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description worksheet_full: 一份題單最多 50 題 */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_full";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksheets/{wid}/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 依主題加入：把主題（含其下各主題）的題目，依主題頁的順序加到題單最後，已在題單中的略過（僅限建立者） */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    wid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WorksheetAddTopic"];
                };
            };
            responses: {
                /** @description 已加入 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorksheetTopicAdded"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_worksheet_owner: 只有建立者可以修改此題單
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_worksheet_owner" | "xsrf";
                        };
                    };
                };
                /**
                 * @description worksheet_not_found: 找不到此題單，連結可能有誤或題單已被刪除
                 *     topic_not_found: 找不到此主題，可能已被刪除
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_not_found" | "topic_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description worksheet_topic_nothing_new: 這個主題的題目都已在題單中 */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_topic_nothing_new";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /**
                 * @description worksheet_topic_empty: 這個主題還沒有題目
                 *     worksheet_topic_too_many: 加入這個主題的題目會超過 50 題，請先移除一些題目，或改選範圍較小的主題
                 */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_topic_empty" | "worksheet_topic_too_many";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 建立題單 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WorksheetCreate"];
                };
            };
            responses: {
                /** @description 已建立 */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Worksheet"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description xsrf: 安全驗證失敗，請重新整理頁面後再試 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "xsrf";
                        };
                    };
                };
                /** @description question_not_found: 找不到此題目，可能已被其他人刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "question_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksheets/{wid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 題單（任何登入的使用者可憑連結閱讀） */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    wid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題單 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Worksheet"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description worksheet_not_found: 找不到此題單，連結可能有誤或題單已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_not_found";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        /** 修改題單的名稱與題目順序（僅限建立者） */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    wid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["WorksheetUpdate"];
                };
            };
            responses: {
                /** @description 已更新 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Worksheet"];
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /**
                 * @description not_worksheet_owner: 只有建立者可以修改此題單
                 *     xsrf: 安全驗證失敗，請重新整理頁面後再試
                 */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "not_worksheet_owner" | "xsrf";
                        };
                    };
                };
                /**
                 * @description worksheet_not_found: 找不到此題單，連結可能有誤或題單已被刪除
                 *     question_not_found: 找不到此題目，可能已被其他人刪除
                 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_not_found" | "question_not_found";
                        };
                    };
                };
                /** @description payload_too_large: 請求內容過大 */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "payload_too_large";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/worksheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 我的題單：目前使用者的題單，最近修改的在前 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題單 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorksheetList"];
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/worksheets/{wid}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 匯出題單 PDF：每題從原考古題裁切，附出處，可選擇附上最高票解答 */
        get: {
            parameters: {
                query?: {
                    answers?: "with" | "without";
                };
                header?: never;
                path: {
                    wid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description 題單 PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description invalid_input: 輸入資料格式不正確 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "invalid_input";
                        };
                    };
                };
                /** @description unauthorized: 登入已失效，請重新登入 */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "unauthorized";
                        };
                    };
                };
                /** @description worksheet_not_found: 找不到此題單，連結可能有誤或題單已被刪除 */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_not_found";
                        };
                    };
                };
                /** @description worksheet_empty: 題單還沒有題目，無法匯出 */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "worksheet_empty";
                        };
                    };
                };
                /** @description internal_error: 伺服器發生錯誤，請稍後再試 */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "internal_error";
                        };
                    };
                };
                /** @description database_unavailable: 暫時無法連線，請稍後再試 */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detail: string;
                            /** @enum {string} */
                            code: "database_unavailable";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminAnnouncement: {
            id: number;
            title: string;
            /** @description Markdown */
            body: string;
            importance: components["schemas"]["AnnouncementImportance"];
            active: boolean;
            starts_at: string | null;
            ends_at: string | null;
            status: components["schemas"]["AnnouncementStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AdminAnnouncementPage: {
            items: components["schemas"]["AdminAnnouncement"][];
            total: number;
        };
        AdminFlag: {
            id: number;
            reason: components["schemas"]["FlagReason"];
            note: string | null;
            flagger: components["schemas"]["AnswerPerson"];
            /** Format: date-time */
            created_at: string;
        };
        AiAnswerRequest: {
            /** Format: uuid */
            id: string;
            archive_id: number;
            question_id: number;
            status: components["schemas"]["AiAnswerStatus"];
            error: string | null;
            answer_id: number | null;
            ai_model: string | null;
            ai_region: components["schemas"]["QuestionRegion"] | null;
            /** Format: date-time */
            created_at: string;
        };
        AiAnswerRequestList: {
            requests: components["schemas"]["AiAnswerRequest"][];
        };
        /** @enum {string} */
        AiAnswerStatus: "queued" | "running" | "done" | "failed";
        Announcement: {
            id: number;
            title: string;
            /** @description Markdown */
            body: string;
            importance: components["schemas"]["AnnouncementImportance"];
            /** Format: date-time */
            published_at: string;
            ends_at: string | null;
            seen: boolean | null;
        };
        /** @enum {string} */
        AnnouncementImportance: "normal" | "important";
        AnnouncementInput: {
            title: string;
            body: string;
            /** @default normal */
            importance?: components["schemas"]["AnnouncementImportance"];
            /** @default true */
            active?: boolean;
            /** @default null */
            starts_at?: string | null;
            /** @default null */
            ends_at?: string | null;
        };
        AnnouncementList: {
            items: components["schemas"]["Announcement"][];
        };
        AnnouncementPage: {
            items: components["schemas"]["Announcement"][];
            total: number;
        };
        /** @enum {string} */
        AnnouncementStatus: "shown" | "scheduled" | "ended" | "off";
        AnnouncementUnread: {
            unread_count: number;
            newest: components["schemas"]["Announcement"] | null;
        };
        Answer: {
            id: number;
            question_id: number;
            archive_id: number;
            author: components["schemas"]["AnswerPerson"] | null;
            kind: components["schemas"]["AnswerKind"];
            body: string;
            ai_model: string | null;
            ai_region: components["schemas"]["QuestionRegion"] | null;
            official: {
                by: components["schemas"]["AnswerPerson"] | null;
                /** Format: date-time */
                at: string;
            } | null;
            hidden: boolean;
            ai_suspected: boolean;
            upvotes: number;
            downvotes: number;
            endorsed_by: components["schemas"]["AnswerPerson"][];
            my_vote: components["schemas"]["VoteValue"];
            comment_count: number;
            version_count: number;
            /** Format: date-time */
            created_at: string;
            edited_at: string | null;
            can: {
                edit: boolean;
                delete: boolean;
                endorse: boolean;
                mark_official: boolean;
            };
        };
        AnswerComment: {
            id: number;
            answer_id: number;
            author: components["schemas"]["AnswerPerson"] | null;
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        AnswerCommentInput: {
            body: string;
        };
        AnswerCommentList: {
            comments: components["schemas"]["AnswerComment"][];
        };
        AnswerInput: {
            body: string;
        };
        /** @enum {string} */
        AnswerKind: "human" | "ai_draft" | "ai_based";
        AnswerPerson: {
            id: number;
            name: string;
            is_admin: boolean;
        };
        AnswerVersion: {
            id: number;
            kind: components["schemas"]["AnswerKind"];
            body: string;
            /** Format: date-time */
            written_at: string;
            /** Format: date-time */
            replaced_at: string;
        };
        AnswerVersionList: {
            versions: components["schemas"]["AnswerVersion"][];
        };
        ApiKeyStatus: {
            has_api_key: boolean;
            api_key_masked: string | null;
        };
        ApiKeyUpdate: {
            gemini_api_key: string;
        };
        AppConfig: {
            auth: components["schemas"]["AuthConfig"];
            archives: components["schemas"]["ArchiveConfig"];
            issue_report: components["schemas"]["IssueReportConfig"];
            notifications: components["schemas"]["NotificationConfig"];
        };
        Archive: {
            id: number;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            has_answers: boolean;
            download_count: number;
            uploader_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description 原系統的考試年份（匯入的考古題才有，僅給管理員） */
            legacy_academic_year?: number;
        };
        ArchiveAnswers: {
            questions: components["schemas"]["QuestionAnswers"][];
            is_expert: boolean;
            /** @example 1767225600000 */
            stream_cursor: string;
        };
        ArchiveConfig: {
            upload_max_bytes: number;
        };
        ArchiveDuplicate: {
            archive: {
                id: number;
                name: string;
                professor: string;
                academic_year: number;
                archive_type: components["schemas"]["ArchiveType"];
            };
            /** @enum {string} */
            reason: "same_file" | "similar_text";
            similarity: number;
        };
        ArchiveDuplicateList: {
            duplicates: components["schemas"]["ArchiveDuplicate"][];
        };
        ArchiveDuplicateQuery: {
            /** @description 檔案的 SHA-256（小寫十六進位） */
            sha256: string;
            text?: string;
        };
        ArchiveList: components["schemas"]["ListedArchive"][];
        ArchiveOverview: {
            term: components["schemas"]["Term"];
            recent_courses: components["schemas"]["RecentCourse"][];
            recent_archives: components["schemas"]["RecentArchive"][];
            followed_courses: components["schemas"]["FollowedCourse"][];
            newest_archives: components["schemas"]["OverviewArchive"][];
            popular_archives: components["schemas"]["PopularArchive"][];
        };
        ArchiveReportCreated: {
            id: number;
            reason: components["schemas"]["ArchiveReportReason"];
            /** Format: date-time */
            created_at: string;
        };
        ArchiveReportInput: {
            reason: components["schemas"]["ArchiveReportReason"];
            /** @default null */
            note?: string | null;
        };
        /** @enum {string} */
        ArchiveReportOutcome: "fixed" | "hidden" | "deleted" | "dismissed";
        /** @enum {string} */
        ArchiveReportReason: "wrong_metadata" | "unreadable" | "incomplete" | "duplicate" | "copyright";
        ArchiveReportResolution: {
            reason: components["schemas"]["ArchiveReportReason"];
            outcome: components["schemas"]["ArchiveReportOutcome"];
            /** @default null */
            resolution_note?: string | null;
        };
        /** @enum {string} */
        ArchiveType: "midterm" | "final" | "quiz" | "other";
        ArchiveUpdate: {
            professor?: string;
            academic_year?: number;
            archive_type?: components["schemas"]["ArchiveType"];
            name?: string;
            has_answers?: boolean;
            course_id?: number;
            course_name?: string;
            course_category?: components["schemas"]["CourseCategory"];
        };
        ArchiveUpload: {
            course_id?: number;
            course_name?: string;
            course_category?: components["schemas"]["CourseCategory"];
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            name: string;
            has_answers?: boolean | ("true" | "false");
            /** Format: binary */
            file?: string;
            images?: string[] | string;
            rotations?: ("0" | "90" | "180" | "270")[] | ("0" | "90" | "180" | "270");
        };
        ArchiveUsed: {
            id: number;
            name: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            professor: string;
            course: string;
            course_id: number | null;
        };
        /** @enum {string} */
        AuditAction: "course.create" | "course.update" | "course.delete" | "course.confirm" | "course.merge" | "course.refuse" | "archive.update" | "archive.delete" | "trash.restore" | "trash.purge" | "user.create" | "user.update" | "user.delete" | "user.logout_all" | "ai_task.delete" | "announcement.create" | "announcement.update" | "announcement.delete" | "message.delete" | "question.delete" | "questions.lock" | "questions.unlock" | "answer.delete" | "answer.mark_official" | "answer.unmark_official" | "answer.endorse" | "answer.unendorse" | "answer_comment.delete" | "course_expert.add" | "course_expert.remove" | "answer_flag.resolve" | "archive_report.resolve" | "wish.close" | "topic.delete" | "topics.import";
        AuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            actor_id: number | null;
            actor_name: string;
            action: components["schemas"]["AuditAction"];
            target_type: components["schemas"]["AuditTargetType"];
            target_id: string;
            target_name: string;
            before: {
                [key: string]: unknown;
            } | null;
            after: {
                [key: string]: unknown;
            } | null;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            next_cursor: string | null;
        };
        /** @enum {string} */
        AuditTargetType: "course" | "archive" | "user" | "ai_task" | "announcement" | "message" | "question" | "answer" | "answer_comment" | "course_expert" | "wish" | "topic";
        AuthConfig: {
            sso_enabled: boolean;
            sso_disabled_reason: string | null;
        };
        /** @enum {string} */
        AuthProvider: "local" | "oidc";
        Bookmark: {
            question_id: number;
            question_name: string;
            archive_id: number;
            archive_name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            course_id: number;
            course_name: string;
            /** Format: date-time */
            created_at: string;
        };
        BookmarkInput: {
            bookmarked: boolean;
        };
        BookmarkList: {
            bookmarks: components["schemas"]["Bookmark"][];
        };
        CompletionInput: {
            completed: boolean;
        };
        CompletionList: {
            archive_ids: number[];
        };
        Course: {
            id: number;
            name: string;
            category: components["schemas"]["CourseCategory"];
            archive_count: number;
            /** @description 待審核：由學生上傳時建立，尚待管理員確認或合併 */
            pending: boolean;
            /** Format: date-time */
            created_at: string;
        };
        /** @enum {string} */
        CourseCategory: "freshman" | "sophomore" | "junior" | "senior" | "graduate" | "interdisciplinary" | "general";
        CourseExpert: {
            user: components["schemas"]["AnswerPerson"];
            /** Format: date-time */
            added_at: string;
            added_by: components["schemas"]["AnswerPerson"] | null;
        };
        CourseExpertInput: {
            user_id: number;
        };
        CourseExpertList: {
            experts: components["schemas"]["CourseExpert"][];
        };
        CourseInput: {
            name: string;
            category: components["schemas"]["CourseCategory"];
        };
        CourseList: components["schemas"]["Course"][];
        CourseMerge: {
            into_course_id: number;
        };
        CourseRefusal: {
            /** @default null */
            reason?: string | null;
        };
        CourseSummary: {
            id: number;
            name: string;
            /** @description 待審核：由學生上傳時建立，尚待管理員確認或合併 */
            pending?: boolean;
            /** @description 是否有期中考或期末考（可用於 AI 模擬試題） */
            has_midterm_or_final?: boolean;
            question_count?: number;
            answered_count?: number;
        };
        CoursesByCategory: {
            freshman: components["schemas"]["CourseSummary"][];
            sophomore: components["schemas"]["CourseSummary"][];
            junior: components["schemas"]["CourseSummary"][];
            senior: components["schemas"]["CourseSummary"][];
            graduate: components["schemas"]["CourseSummary"][];
            interdisciplinary: components["schemas"]["CourseSummary"][];
            general: components["schemas"]["CourseSummary"][];
        };
        DiscussionMessage: {
            id: number;
            archive_id: number;
            author: {
                id: number;
                name: string;
                is_admin: boolean;
            } | null;
            body: string;
            /** Format: date-time */
            created_at: string;
            deleted_at: string | null;
        };
        ExamQuestion: {
            /** @description 題號，例如「1」 */
            number: string;
            /** @description 配分（含子題） */
            points: number;
            /** @description 題幹（Markdown，數學式用 LaTeX，程式碼用 ``` 區塊） */
            text: string;
            /** @description 子題，沒有時為空陣列 */
            sub_questions: components["schemas"]["ExamSubQuestion"][];
            /** @description 參考答案與解題過程（Markdown）；有子題時可只寫總說明 */
            answer: string;
            /** @description 這一題仿照的考古題題目 */
            sources: components["schemas"]["ExamSource"][];
        };
        ExamSection: {
            /** @description 大題標題，例如「一、選擇題」；不分大題時為空字串 */
            title: string;
            questions: components["schemas"]["ExamQuestion"][];
        };
        ExamSource: {
            /** @description 所依據的考古題編號（archive_id），必須是附件之一 */
            archive_id: number;
            /** @description 該考古題中的頁碼（從 1 起算），不確定時為 null */
            page: number | null;
            /** @description 該考古題中的題號，例如「3」或「2(b)」，不確定時為 null */
            question: string | null;
        };
        ExamSubQuestion: {
            /** @description 子題標號，例如「(a)」 */
            label: string;
            /** @description 配分 */
            points: number;
            /** @description 題目（Markdown，數學式用 LaTeX） */
            text: string;
            /** @description 參考答案與解題過程（Markdown） */
            answer: string;
        };
        Fingerprint: {
            course: {
                id: number;
                name: string;
            };
            professor: string | null;
            professors: string[];
            years: {
                academic_year: number;
                exams: number;
            }[];
            now_year: number | null;
            questions: {
                total: number;
                tagged: number;
            };
            areas: {
                topic: {
                    id: number;
                    name_zh: string;
                    name_en: string;
                };
                counts: number[];
                total: number;
                last_year: number;
                dormant: boolean;
                topics: components["schemas"]["FingerprintRow"][];
            }[];
        };
        FingerprintRow: {
            topic: {
                id: number;
                name_zh: string;
                name_en: string;
            };
            counts: number[];
            total: number;
            last_year: number;
            dormant: boolean;
        };
        FlagCreated: {
            id: number;
            reason: components["schemas"]["FlagReason"];
            /** Format: date-time */
            created_at: string;
        };
        FlagInput: {
            reason: components["schemas"]["FlagReason"];
            /** @default null */
            note?: string | null;
        };
        /** @enum {string} */
        FlagOutcome: "kept" | "hidden" | "deleted";
        /** @enum {string} */
        FlagReason: "wrong" | "inappropriate" | "ai";
        FlagResolution: {
            outcome: components["schemas"]["FlagOutcome"];
        };
        FlaggedAnswer: {
            answer_id: number | null;
            archive_id: number;
            archive_name: string;
            course_id: number;
            question_id: number | null;
            question_name: string | null;
            excerpt: string | null;
            author: components["schemas"]["AnswerPerson"] | null;
            hidden: boolean;
            reasons: {
                reason: components["schemas"]["FlagReason"];
                count: number;
            }[];
            flags: components["schemas"]["AdminFlag"][];
            outcome: components["schemas"]["FlagOutcome"] | null;
            resolved_at: string | null;
            resolved_by: string | null;
        };
        FlaggedAnswerList: {
            answers: components["schemas"]["FlaggedAnswer"][];
        };
        FollowInput: {
            following: boolean;
        };
        FollowList: {
            course_ids: number[];
        };
        FollowedCourse: {
            id: number;
            name: string;
            category: components["schemas"]["CourseCategory"];
            pending: boolean;
            newest_archives: components["schemas"]["OverviewArchive"][];
        };
        GenerateRequest: {
            archive_ids: number[];
            /** @default null */
            prompt?: string | null;
            /** @default 0.7 */
            temperature?: number;
        };
        GenerateResponse: {
            task_id: string;
        };
        Health: {
            /** @constant */
            status: "ok";
        };
        IssueReportConfig: {
            url: string | null;
        };
        ListedArchive: {
            id: number;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            has_answers: boolean;
            download_count: number;
            uploader_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description 原系統的考試年份（匯入的考古題才有，僅給管理員） */
            legacy_academic_year?: number;
            message_count: number;
            question_count: number;
            answered_count: number;
        };
        /** @enum {string} */
        Locale: "zh-TW" | "en";
        LocaleUpdate: {
            locale: components["schemas"]["Locale"];
        };
        LoginForm: {
            username: string;
            password: string;
        };
        MessageInput: {
            body: string;
        };
        MessagePage: {
            messages: components["schemas"]["DiscussionMessage"][];
            has_more: boolean;
            /** @example 1767225600000 */
            stream_cursor: string;
        };
        MockExam: {
            /** @description 試卷標題 */
            title: string;
            /** @description 作答說明（Markdown），沒有時為空字串 */
            instructions: string;
            /** @description 總分：各題配分之和 */
            total_points: number;
            sections: components["schemas"]["ExamSection"][];
            /** @description AI 寫的總分，只在與各題配分之和不同時才有 */
            stated_total_points?: number;
        };
        MyArchiveReport: {
            id: number;
            reason: components["schemas"]["ArchiveReportReason"];
            note: string | null;
            /** Format: date-time */
            created_at: string;
            archive_id: number | null;
            archive_name: string;
            course_id: number | null;
            course_name: string | null;
            outcome: components["schemas"]["ArchiveReportOutcome"] | null;
            resolution_note: string | null;
            resolved_at: string | null;
            seen: boolean;
        };
        MyArchiveReportList: {
            reports: components["schemas"]["MyArchiveReport"][];
            unseen: number;
        };
        MyFlag: {
            id: number;
            reason: components["schemas"]["FlagReason"];
            note: string | null;
            /** Format: date-time */
            created_at: string;
            archive_id: number;
            archive_name: string;
            course_id: number;
            question_id: number | null;
            question_name: string | null;
            excerpt: string | null;
            outcome: components["schemas"]["FlagOutcome"] | null;
            resolved_at: string | null;
            seen: boolean;
        };
        MyFlagList: {
            flags: components["schemas"]["MyFlag"][];
            unseen: number;
        };
        Notification: {
            id: number;
            kind: components["schemas"]["NotificationKind"];
            title: string;
            body: string | null;
            link: string;
            /** Format: date-time */
            created_at: string;
            read: boolean;
        };
        NotificationConfig: {
            email_available: boolean;
        };
        /** @enum {string} */
        NotificationDelivery: "app" | "email" | "off";
        /** @enum {string} */
        NotificationKind: "wish_fulfilled" | "followed_course_archive" | "answer_activity" | "answer_endorsed" | "upload_reviewed" | "report_resolved" | "important_announcement";
        /** @enum {string} */
        NotificationMailFrequency: "each" | "daily";
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            has_more: boolean;
        };
        NotificationSettings: {
            wish_fulfilled: components["schemas"]["NotificationDelivery"];
            followed_course_archive: components["schemas"]["NotificationDelivery"];
            answer_activity: components["schemas"]["NotificationDelivery"];
            answer_endorsed: components["schemas"]["NotificationDelivery"];
            upload_reviewed: components["schemas"]["NotificationDelivery"];
            report_resolved: components["schemas"]["NotificationDelivery"];
            important_announcement: components["schemas"]["NotificationDelivery"];
            mail_frequency: components["schemas"]["NotificationMailFrequency"];
        };
        NotificationSettingsInput: {
            wish_fulfilled?: components["schemas"]["NotificationDelivery"];
            followed_course_archive?: components["schemas"]["NotificationDelivery"];
            answer_activity?: components["schemas"]["NotificationDelivery"];
            answer_endorsed?: components["schemas"]["NotificationDelivery"];
            upload_reviewed?: components["schemas"]["NotificationDelivery"];
            report_resolved?: components["schemas"]["NotificationDelivery"];
            important_announcement?: components["schemas"]["NotificationDelivery"];
            mail_frequency?: components["schemas"]["NotificationMailFrequency"];
        };
        NotificationUnread: {
            unread_count: number;
        };
        NotificationUnsubscribed: {
            kinds: components["schemas"]["NotificationKind"][];
        };
        Ok: {
            /** @constant */
            ok: true;
        };
        OverviewArchive: {
            id: number;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            has_answers: boolean;
            download_count: number;
            uploader_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description 原系統的考試年份（匯入的考古題才有，僅給管理員） */
            legacy_academic_year?: number;
            course_id: number;
            course_name: string;
            course_category: components["schemas"]["CourseCategory"];
        };
        PasswordChange: {
            current_password: string;
            new_password: string;
        };
        PopularArchive: {
            id: number;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            has_answers: boolean;
            download_count: number;
            uploader_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description 原系統的考試年份（匯入的考古題才有，僅給管理員） */
            legacy_academic_year?: number;
            course_id: number;
            course_name: string;
            course_category: components["schemas"]["CourseCategory"];
            term_download_count: number;
        };
        PracticeAnswer: {
            id: number;
            author_name: string | null;
            kind: components["schemas"]["AnswerKind"];
            body: string;
            official: boolean;
            score: number;
        };
        PracticeArchive: {
            archive_name: string;
            archive_type: components["schemas"]["ArchiveType"];
            academic_year: number;
            professor: string;
            course_id: number;
            course_name: string;
        };
        PracticeAttempt: {
            id: number;
            archive_id: number;
            layout: components["schemas"]["PracticeLayout"];
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            deadline_at: string;
            ended_at: string | null;
            counts: components["schemas"]["PracticeCounts"];
            archive_name: string;
            course_id: number;
            remaining_seconds: number;
            questions: components["schemas"]["PracticeQuestion"][];
        };
        PracticeCounts: {
            known: number;
            unsure: number;
            unknown: number;
            unmarked: number;
        };
        /** @enum {string} */
        PracticeLayout: "one" | "all";
        /** @enum {string} */
        PracticeMark: "known" | "unknown";
        PracticeMarks: {
            [key: string]: components["schemas"]["PracticeMark"];
        };
        PracticeNote: {
            note: string;
        };
        PracticeOverview: {
            archive: components["schemas"]["PracticeArchive"];
            question_count: number;
            default_minutes: number;
            attempts: components["schemas"]["PracticeSummary"][];
        };
        PracticeQuestion: {
            question_id: number;
            name: string;
            region: components["schemas"]["QuestionRegion"];
            note: string;
            mark: components["schemas"]["SelfGrade"] | null;
            top_answers: components["schemas"]["PracticeAnswer"][];
        };
        PracticeStart: {
            layout: components["schemas"]["PracticeLayout"];
            minutes?: number;
        };
        PracticeSummary: {
            id: number;
            archive_id: number;
            layout: components["schemas"]["PracticeLayout"];
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            deadline_at: string;
            ended_at: string | null;
            counts: components["schemas"]["PracticeCounts"];
        };
        ProfileUpdate: {
            nickname: string | null;
        };
        Question: {
            id: number;
            name: string;
            page: number;
            top: number;
            status: components["schemas"]["QuestionStatus"];
        };
        QuestionAnswers: {
            question_id: number;
            answers: components["schemas"]["Answer"][];
        };
        QuestionChange: {
            id: number;
            question_id: number;
            action: components["schemas"]["QuestionChangeAction"];
            /** Format: date-time */
            at: string;
            by: {
                id: number;
                name: string;
            } | null;
            before: components["schemas"]["QuestionState"] | null;
            after: components["schemas"]["QuestionState"] | null;
        };
        /** @enum {string} */
        QuestionChangeAction: "add" | "move" | "rename" | "confirm" | "remove";
        QuestionHistory: {
            changes: components["schemas"]["QuestionChange"][];
        };
        QuestionList: {
            questions: components["schemas"]["Question"][];
            locked: boolean;
            can_edit: boolean;
            can_lock: boolean;
        };
        QuestionMove: {
            page: number;
            top: number;
        };
        QuestionNew: {
            page: number;
            top: number;
            name?: string;
        };
        QuestionRegion: {
            page: number;
            top: number;
            end_page: number;
            end_top: number;
        };
        QuestionRename: {
            name: string;
        };
        QuestionState: {
            name: string;
            page: number;
            top: number;
            status: components["schemas"]["QuestionStatus"];
        };
        /** @enum {string} */
        QuestionStatus: "proposed" | "confirmed";
        QuestionTopic: {
            topic: {
                id: number;
                name_zh: string;
                name_en: string;
                area_zh: string | null;
            };
            /** @enum {string} */
            status: "confirmed" | "proposed" | "suggested";
            source: components["schemas"]["QuestionTopicSource"];
        };
        QuestionTopicList: {
            topics: components["schemas"]["QuestionTopic"][];
            can_decide: boolean;
        };
        QuestionTopicProposal: {
            /** @default person */
            source?: components["schemas"]["QuestionTopicSource"];
        };
        /** @enum {string} */
        QuestionTopicSource: "person" | "keyword" | "ai";
        Readiness: {
            /** @constant */
            status: "ready";
            checks: {
                /** @constant */
                database: "ok";
                /** @constant */
                migrations: "ok";
                /** @constant */
                storage: "ok";
            };
        };
        RecentArchive: {
            id: number;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            has_answers: boolean;
            download_count: number;
            uploader_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description 原系統的考試年份（匯入的考古題才有，僅給管理員） */
            legacy_academic_year?: number;
            course_id: number;
            course_name: string;
            course_category: components["schemas"]["CourseCategory"];
            /** Format: date-time */
            viewed_at: string;
        };
        RecentCourse: {
            id: number;
            name: string;
            category: components["schemas"]["CourseCategory"];
            pending: boolean;
            /** Format: date-time */
            visited_at: string;
        };
        ReportedArchive: {
            archive_id: number | null;
            archive_name: string;
            course_id: number | null;
            course_name: string | null;
            reason: components["schemas"]["ArchiveReportReason"];
            in_trash: boolean;
            count: number;
            reports: {
                id: number;
                note: string | null;
                reporter: components["schemas"]["AnswerPerson"];
                /** Format: date-time */
                created_at: string;
            }[];
            outcome: components["schemas"]["ArchiveReportOutcome"] | null;
            resolution_note: string | null;
            resolved_at: string | null;
            resolved_by: string | null;
        };
        ReportedArchiveList: {
            groups: components["schemas"]["ReportedArchive"][];
        };
        RestoredArchive: {
            id: number;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            has_answers: boolean;
            download_count: number;
            uploader_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description 原系統的考試年份（匯入的考古題才有，僅給管理員） */
            legacy_academic_year?: number;
            course_id: number;
            course_outcome: components["schemas"]["RestoredCourseOutcome"];
        };
        /** @enum {string} */
        RestoredCourseOutcome: "active" | "restored" | "namesake";
        ReviewAdded: {
            added: number;
        };
        ReviewAnswer: {
            answer_id: number;
            kind: components["schemas"]["AnswerKind"];
            body: string;
        };
        ReviewCard: components["schemas"]["ReviewQuestionCard"] | components["schemas"]["ReviewMockExamCard"];
        ReviewCourse: {
            course_id: number;
            course_name: string;
            card_count: number;
            exam_date: string | null;
        };
        ReviewCourseList: {
            courses: components["schemas"]["ReviewCourse"][];
        };
        ReviewDeck: {
            question_ids: number[];
            mock_exam_questions: components["schemas"]["ReviewMockQuestion"][];
        };
        ReviewExamDateInput: {
            exam_date: string | null;
        };
        /** @enum {string} */
        ReviewGrade: "again" | "hard" | "good" | "easy";
        ReviewGradeInput: {
            grade: components["schemas"]["ReviewGrade"];
        };
        ReviewGraded: {
            /** Format: date-time */
            due: string;
            capped: boolean;
        };
        ReviewMembership: {
            in_review: boolean;
        };
        ReviewMockExamCard: {
            /** @constant */
            kind: "mock_exam";
            card_id: number;
            /** Format: date-time */
            due: string;
            is_new: boolean;
            task_id: string;
            question_key: string;
            exam_title: string;
            course_name: string;
            question: components["schemas"]["ExamQuestion"];
        };
        ReviewMockQuestion: {
            task_id: string;
            question_key: string;
        };
        ReviewQuestionCard: {
            /** @constant */
            kind: "question";
            card_id: number;
            /** Format: date-time */
            due: string;
            is_new: boolean;
            question_id: number;
            question_name: string;
            region: components["schemas"]["QuestionRegion"];
            archive_id: number;
            archive_name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            course_id: number;
            course_name: string;
            top_answer: components["schemas"]["ReviewAnswer"] | null;
        };
        ReviewQueue: {
            day: string;
            due_count: number;
            cards: components["schemas"]["ReviewCard"][];
        };
        SearchHit: {
            archive: {
                id: number;
                name: string;
                professor: string;
                academic_year: number;
                archive_type: components["schemas"]["ArchiveType"];
                course_id: number;
                course_name: string;
            };
            page: number;
            /** @enum {string} */
            found_in: "page" | "answer";
            question: {
                id: number;
                name: string;
                page: number;
                top: number;
            } | null;
            snippet: {
                text: string;
                matches: {
                    start: number;
                    end: number;
                }[];
            };
        };
        SearchResults: {
            items: components["schemas"]["SearchHit"][];
            next_cursor: string | null;
        };
        SearchStatus: {
            pages_indexed: number;
            pages_waiting_ocr: number;
            pages_ocr_failed: number;
            archives_waiting: number;
            ocr_available: boolean;
        };
        /** @enum {string} */
        SelfGrade: "known" | "unsure" | "unknown";
        SelfGradeInput: {
            mark: components["schemas"]["SelfGrade"];
        };
        SimilarQuestion: {
            question: {
                id: number;
                name: string;
            };
            archive: {
                id: number;
                name: string;
                academic_year: number;
            };
            course: {
                id: number;
                name: string;
            };
            similarity: number;
            same_course: boolean;
        };
        SimilarQuestionList: {
            similar: components["schemas"]["SimilarQuestion"][];
            recurring_years: number[];
        };
        Statistics: {
            archives: number;
            courses: number;
            users: number;
            downloads: number;
            active_users_today: number;
        };
        StreamTicket: {
            ticket: string;
            expires_in: number;
        };
        Task: {
            task_id: string;
            status: components["schemas"]["TaskStatus"];
            title: string;
            result: components["schemas"]["TaskResult"] | null;
            error: string | null;
            created_at: string | null;
            marks: components["schemas"]["PracticeMarks"];
        };
        TaskPage: {
            items: components["schemas"]["TaskSummary"][];
            next_cursor: string | null;
        };
        TaskResult: {
            generated_content: string;
            exam: components["schemas"]["MockExam"] | null;
            archives_used: components["schemas"]["ArchiveUsed"][];
        };
        /** @enum {string} */
        TaskStatus: "pending" | "in_progress" | "complete" | "failed" | "not_found";
        TaskSummary: {
            task_id: string;
            status: components["schemas"]["TaskStatus"];
            title: string;
            course: string;
            professors: string[];
            archives_used: components["schemas"]["ArchiveUsed"][];
            /** Format: date-time */
            created_at: string;
            error: string | null;
            progress: {
                questions: number;
                known: number;
                unknown: number;
            };
        };
        TaskUpdate: {
            title?: string;
            marks?: {
                [key: string]: components["schemas"]["PracticeMark"] | null;
            };
        };
        Term: {
            academic_year: number;
            semester: 1 | 2;
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string;
        };
        TokenResponse: {
            access_token: string;
            /** @constant */
            token_type: "bearer";
        };
        Topic: {
            id: number;
            parent_id: number | null;
            name_zh: string;
            name_en: string;
            keywords: string[];
            question_count: number;
        };
        TopicEdit: {
            name_zh?: string;
            name_en?: string;
            keywords?: string[];
        };
        TopicExport: {
            /** @constant */
            version: 1;
            areas: {
                name_zh: string;
                name_en: string;
                keywords: string[];
                children: {
                    name_zh: string;
                    name_en: string;
                    keywords: string[];
                }[];
            }[];
        };
        TopicFile: {
            /** @constant */
            version: 1;
            areas: {
                name_zh: string;
                name_en: string;
                keywords?: string[];
                children?: {
                    name_zh: string;
                    name_en: string;
                    keywords?: string[];
                }[];
            }[];
        };
        TopicImportResult: {
            added: number;
            updated: number;
        };
        TopicInput: {
            /** @default null */
            parent_id?: number | null;
            name_zh: string;
            name_en: string;
            keywords?: string[];
        };
        TopicPage: {
            topic: {
                id: number;
                parent_id: number | null;
                name_zh: string;
                name_en: string;
                keywords: string[];
                question_count: number;
                area: {
                    id: number;
                    name_zh: string;
                } | null;
            };
            questions: components["schemas"]["TopicQuestion"][];
            coverage: {
                answered: number;
                total: number;
            };
        };
        TopicQuestion: {
            question: {
                id: number;
                name: string;
            };
            archive: {
                id: number;
                name: string;
                academic_year: number;
                professor: string;
            };
            course: {
                id: number;
                name: string;
            };
            topic_id: number;
            /** @enum {string} */
            status: "confirmed" | "proposed";
            answer_count: number;
        };
        TopicTree: {
            areas: {
                id: number;
                parent_id: number | null;
                name_zh: string;
                name_en: string;
                keywords: string[];
                question_count: number;
                children: components["schemas"]["Topic"][];
            }[];
            can_edit: boolean;
        };
        TrashList: components["schemas"]["TrashedArchive"][];
        TrashedArchive: {
            id: number;
            course_id: number;
            course_name: string;
            course_category: components["schemas"]["CourseCategory"];
            course_deleted: boolean;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            /** Format: date-time */
            deleted_at: string;
            deleted_by: string | null;
            /** Format: date-time */
            purge_at: string;
        };
        UploadedArchive: {
            id: number;
            name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            has_answers: boolean;
            download_count: number;
            uploader_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** @description 原系統的考試年份（匯入的考古題才有，僅給管理員） */
            legacy_academic_year?: number;
            course_id: number;
        };
        User: {
            id: number;
            name: string;
            nickname: string | null;
            email: string;
            email_needs_review?: boolean;
            is_admin: boolean;
            avatar_url: string | null;
            auth_provider: components["schemas"]["AuthProvider"];
            last_login_at: string | null;
            locale?: components["schemas"]["Locale"] | null;
            /** Format: date-time */
            created_at: string;
        };
        UserCreate: {
            name: string;
            /** Format: email */
            email: string & (unknown & unknown);
            password: string;
            /** @default false */
            is_admin?: boolean;
        };
        UserList: components["schemas"]["User"][];
        UserUpdate: {
            name?: string;
            /** Format: email */
            email?: string & (unknown & unknown);
            password?: string;
            is_admin?: boolean;
        };
        VoteInput: {
            value: components["schemas"]["VoteValue"];
        };
        VoteValue: -1 | 0 | 1;
        Wish: {
            id: number;
            course_id: number;
            course_name: string;
            professor: string | null;
            academic_year: number | null;
            archive_type: components["schemas"]["ArchiveType"] | null;
            note: string | null;
            wisher_count: number;
            joined: boolean;
            state: components["schemas"]["WishState"];
            /** Format: date-time */
            created_at: string;
            fulfilled_archive_id: number | null;
            fulfilled_at: string | null;
            close_reason: string | null;
            closed_at: string | null;
        };
        WishClose: {
            reason: string;
        };
        WishInput: {
            professor?: string | null;
            /** @default null */
            academic_year?: number | null;
            /** @default null */
            archive_type?: components["schemas"]["ArchiveType"] | null;
            note?: string | null;
        };
        WishJoin: {
            joined: boolean;
        };
        WishList: {
            wishes: components["schemas"]["Wish"][];
        };
        WishMatch: {
            wish_count: number;
            wisher_count: number;
        };
        WishMatchQuery: {
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
        };
        /** @enum {string} */
        WishState: "open" | "fulfilled" | "closed";
        Worksheet: {
            id: string;
            title: string;
            is_owner: boolean;
            owner_name: string;
            questions: components["schemas"]["WorksheetQuestion"][];
            /** Format: date-time */
            updated_at: string;
        };
        WorksheetAdd: {
            question_id: number;
        };
        WorksheetAddTopic: {
            topic_id: number;
        };
        WorksheetCreate: {
            title: string;
            /** @default [] */
            question_ids?: number[];
        };
        WorksheetList: {
            worksheets: components["schemas"]["WorksheetSummary"][];
        };
        WorksheetQuestion: {
            question_id: number;
            question_name: string;
            archive_id: number;
            archive_name: string;
            professor: string;
            academic_year: number;
            archive_type: components["schemas"]["ArchiveType"];
            course_id: number;
            course_name: string;
        };
        WorksheetSummary: {
            id: string;
            title: string;
            question_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        WorksheetTopicAdded: {
            worksheet: components["schemas"]["Worksheet"];
            added: number;
        };
        WorksheetUpdate: {
            title: string;
            question_ids: number[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
