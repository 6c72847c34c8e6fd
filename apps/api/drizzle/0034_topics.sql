CREATE TABLE "question_topics" (
	"question_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"proposed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "question_topics_question_id_topic_id_pk" PRIMARY KEY("question_id","topic_id"),
	CONSTRAINT "question_topics_status_check" CHECK ("question_topics"."status" in ('proposed', 'confirmed', 'rejected')),
	CONSTRAINT "question_topics_source_check" CHECK ("question_topics"."source" in ('person', 'keyword', 'ai'))
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_name_zh_check" CHECK (char_length("topics"."name_zh") between 1 and 40),
	CONSTRAINT "topics_name_en_check" CHECK (char_length("topics"."name_en") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_question_id_archive_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."archive_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_topics" ADD CONSTRAINT "question_topics_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_parent_id_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_topics_topic_idx" ON "question_topics" USING btree ("topic_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_zh_idx" ON "topics" USING btree (coalesce("parent_id", 0),"name_zh");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_name_en_idx" ON "topics" USING btree (coalesce("parent_id", 0),lower("name_en"));--> statement-breakpoint
CREATE INDEX "topics_parent_idx" ON "topics" USING btree ("parent_id");--> statement-breakpoint
-- hand-written: a question's confirmed tags narrow a search, so their changes are announced as the other parts
-- of a search's answer are (0030); then the tree seeded with CS2023's knowledge areas, two levels deep (product §4.21).
CREATE TRIGGER "question_topics_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "question_topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();--> statement-breakpoint
INSERT INTO "topics" ("name_zh", "name_en", "keywords") VALUES
  ('演算法', 'Algorithms', '{}'::text[]),
  ('資料結構', 'Data Structures', '{}'::text[]),
  ('作業系統', 'Operating Systems', '{}'::text[]),
  ('計算機網路', 'Networking', '{}'::text[]),
  ('計算機架構與組織', 'Architecture and Organization', '{}'::text[]),
  ('計算理論', 'Foundations of Computing', '{}'::text[]),
  ('離散數學', 'Discrete Mathematics', '{}'::text[]),
  ('資料管理', 'Data Management', '{}'::text[]),
  ('程式語言', 'Programming Languages', '{}'::text[]);
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('排序', 'Sorting', ARRAY['sorting', 'sort', '排序', 'quicksort', 'quick sort', 'merge sort', 'heapsort', 'heap sort', 'insertion sort', 'radix sort']::text[]),
  ('搜尋', 'Searching', ARRAY['binary search', '二分搜尋', '二元搜尋']::text[]),
  ('動態規劃', 'Dynamic Programming', ARRAY['dynamic programming', '動態規劃', 'knapsack', '背包問題', 'longest common subsequence']::text[]),
  ('貪婪演算法', 'Greedy Algorithms', ARRAY['greedy', '貪婪', 'huffman', '霍夫曼']::text[]),
  ('圖論演算法', 'Graph Algorithms', ARRAY['shortest path', '最短路徑', 'dijkstra', 'bellman-ford', 'minimum spanning tree', '最小生成樹', 'kruskal', 'prim', 'breadth-first search', 'depth-first search', 'topological sort', '拓撲排序']::text[]),
  ('演算法分析', 'Algorithm Analysis', ARRAY['time complexity', '時間複雜度', 'big-o', 'asymptotic', 'recurrence', '遞迴關係', 'master theorem', '主定理']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '演算法';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('陣列與鏈結串列', 'Arrays and Linked Lists', ARRAY['linked list', '鏈結串列', '連結串列']::text[]),
  ('堆疊與佇列', 'Stacks and Queues', ARRAY['stack', 'queue', '堆疊', '佇列']::text[]),
  ('樹', 'Trees', ARRAY['binary tree', 'binary search tree', '二元樹', '二元搜尋樹', 'avl', 'red-black tree', '紅黑樹', 'b-tree']::text[]),
  ('堆積', 'Heaps', ARRAY['heap', '堆積', 'priority queue', '優先佇列']::text[]),
  ('雜湊', 'Hashing', ARRAY['hash', 'hashing', '雜湊']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '資料結構';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('行程與執行緒', 'Processes and Threads', ARRAY['process', 'thread', '行程', '執行緒', 'context switch', '內文切換']::text[]),
  ('CPU 排程', 'CPU Scheduling', ARRAY['scheduling', '排程', 'round robin', 'round-robin']::text[]),
  ('同步與死結', 'Synchronization and Deadlock', ARRAY['deadlock', '死結', 'semaphore', '號誌', 'mutex', 'race condition', 'critical section', '臨界區']::text[]),
  ('記憶體管理', 'Memory Management', ARRAY['paging', '分頁', 'segmentation', 'virtual memory', '虛擬記憶體', 'page fault', '分頁錯誤', 'tlb']::text[]),
  ('檔案系統', 'File Systems', ARRAY['file system', '檔案系統', 'inode']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '作業系統';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('網路分層', 'Network Layering', ARRAY['osi', 'tcp/ip model', '分層']::text[]),
  ('傳輸層', 'Transport Layer', ARRAY['tcp', 'udp', 'congestion control', '壅塞控制', '傳輸層']::text[]),
  ('網路層與路由', 'Network Layer and Routing', ARRAY['routing', '路由', 'subnet', '子網路', 'ip address', 'ip 位址']::text[]),
  ('應用層', 'Application Layer', ARRAY['http', 'dns', 'smtp', '應用層']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '計算機網路';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('指令集與組合語言', 'Instruction Sets and Assembly', ARRAY['instruction set', '指令集', 'mips', 'risc-v', 'assembly', '組合語言']::text[]),
  ('管線', 'Pipelining', ARRAY['pipeline', 'pipelining', '管線', 'hazard']::text[]),
  ('快取與記憶體階層', 'Caches and Memory Hierarchy', ARRAY['cache', '快取', 'memory hierarchy']::text[]),
  ('數字表示', 'Number Representation', ARRAY['two''s complement', '二補數', 'floating point', 'floating-point', '浮點數', 'ieee 754']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '計算機架構與組織';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('自動機與形式語言', 'Automata and Formal Languages', ARRAY['automaton', 'automata', '自動機', 'dfa', 'nfa', 'regular expression', '正規表示式', 'context-free grammar', '上下文無關文法']::text[]),
  ('可計算性', 'Computability', ARRAY['turing machine', '圖靈機', 'decidable', 'undecidable', '可判定', 'halting problem']::text[]),
  ('計算複雜度', 'Computational Complexity', ARRAY['np-complete', 'np-hard', 'np 完全', 'polynomial-time reduction', '歸約']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '計算理論';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('邏輯與證明', 'Logic and Proofs', ARRAY['induction', '數學歸納法', 'proof by contradiction', '反證法', 'propositional logic', '命題邏輯']::text[]),
  ('組合數學', 'Combinatorics', ARRAY['permutation', 'combination', '排列', '組合', 'pigeonhole', '鴿籠原理']::text[]),
  ('機率與統計', 'Probability and Statistics', ARRAY['probability', '機率', 'expected value', '期望值', 'variance', '變異數']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '離散數學';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('關聯模型與 SQL', 'Relational Model and SQL', ARRAY['sql', 'relational algebra', '關聯式', '關聯代數']::text[]),
  ('正規化', 'Normalization', ARRAY['normal form', 'normalization', '正規化', 'bcnf', '3nf', 'functional dependency', '函數相依']::text[]),
  ('交易處理', 'Transactions', ARRAY['transaction', '交易', 'acid', 'serializability', '可序列化']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '資料管理';
--> statement-breakpoint
INSERT INTO "topics" ("parent_id", "name_zh", "name_en", "keywords")
SELECT "parent"."id", "child"."name_zh", "child"."name_en", "child"."keywords" FROM "topics" "parent", (VALUES
  ('編譯器', 'Compilers', ARRAY['compiler', '編譯器', 'parsing', 'parser', '語法分析', 'lexical analysis', '詞法分析']::text[]),
  ('物件導向', 'Object-Oriented Programming', ARRAY['object-oriented', '物件導向', 'inheritance', '繼承', 'polymorphism', '多型']::text[])
) AS "child" ("name_zh", "name_en", "keywords") WHERE "parent"."parent_id" IS NULL AND "parent"."name_zh" = '程式語言';
