// Command ferretdb-embedded runs FerretDB v1.24.2 (MongoDB wire protocol over
// SQLite) on a local address. It embeds FerretDB's public package because a
// plain `go install` of FerretDB's own command panics at start (issue #2982).
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	addr := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "./.data/ferretdb", "directory holding the SQLite files")
	flag.Parse()

	dir, err := filepath.Abs(*dataDir)
	if err != nil {
		log.Fatalf("ferretdb: bad data directory %q: %v", *dataDir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatalf("ferretdb: cannot create data directory %q: %v", dir, err)
	}
	if !strings.HasSuffix(dir, "/") {
		dir += "/"
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *addr},
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir,
	})
	if err != nil {
		log.Fatalf("ferretdb: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	fmt.Fprintf(os.Stderr, "ferretdb: listening on %s, data in %s\n", *addr, dir)
	f.Run(ctx)
	fmt.Fprintln(os.Stderr, "ferretdb: stopped")
}
