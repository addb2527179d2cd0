#!/usr/bin/perl
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Writes a GeoIP2-City style database for the benchmark: makebenchmmdb.pl NETWORKS OUTPUT.mmdb
# Network i is the /24 with index (i * 7919) mod 2^24, so the networks spread over the IPv4 space
# (geoipbench.cpp computes the same addresses). Records cycle through a few cities, each with its own position.
use strict;
use warnings;
use utf8;

use MaxMind::DB::Writer::Tree;

my $count = shift @ARGV or die "usage: $0 NETWORKS OUTPUT.mmdb\n";
my $output = shift @ARGV or die "usage: $0 NETWORKS OUTPUT.mmdb\n";

my %types = (
    accuracy_radius => 'uint16',
    city            => 'map',
    country         => 'map',
    de              => 'utf8_string',
    en              => 'utf8_string',
    iso_code        => 'utf8_string',
    latitude        => 'double',
    location        => 'map',
    longitude       => 'double',
    names           => 'map',
);

my $tree = MaxMind::DB::Writer::Tree->new(
    ip_version               => 6,
    record_size              => 28,
    database_type            => 'GeoIP2-City',
    languages                => [ 'en', 'de' ],
    description              => { en => 'Social Desktop benchmark city database' },
    map_key_type_callback    => sub { $types{ $_[0] } },
    remove_reserved_networks => 0,
);

my @cities = (
    [ 'Berlin', 'Berlin', 'DE', 'Germany', 'Deutschland', 52.5200, 13.4050, 20 ],
    [ 'London', 'London', 'GB', 'United Kingdom', 'Vereinigtes Königreich', 51.5142, -0.0931, 10 ],
    [ 'Paris', 'Paris', 'FR', 'France', 'Frankreich', 48.8566, 2.3522, 20 ],
    [ 'Munich', 'München', 'DE', 'Germany', 'Deutschland', 48.1351, 11.5820, 20 ],
    [ 'Vienna', 'Wien', 'AT', 'Austria', 'Österreich', 48.2082, 16.3738, 50 ],
    [ 'Lisbon', 'Lissabon', 'PT', 'Portugal', 'Portugal', 38.7223, -9.1393, 100 ],
    [ 'Tokyo', 'Tokio', 'JP', 'Japan', 'Japan', 35.6762, 139.6503, 200 ],
    [ 'São Paulo', 'São Paulo', 'BR', 'Brazil', 'Brasilien', -23.5505, -46.6333, 500 ],
);

for my $i (0 .. $count - 1) {
    my $index = ($i * 7919) % (1 << 24);
    my $network = sprintf('%d.%d.%d.0/24', ($index >> 16) & 255, ($index >> 8) & 255, $index & 255);
    my $c = $cities[ $i % @cities ];
    $tree->insert_network(
        $network,
        {
            city     => { names => { en => $c->[0], de => $c->[1] } },
            country  => { iso_code => $c->[2], names => { en => $c->[3], de => $c->[4] } },
            # a position of its own for every network, so that no two records are shared (as in a real database)
            location => { latitude => $c->[5] + ($i % 1000) / 10000, longitude => $c->[6] + int($i / 1000) / 10000, accuracy_radius => $c->[7] },
        }
    );
}

open my $fh, '>:raw', $output or die "cannot write $output: $!\n";
$tree->write_tree($fh);
close $fh or die "cannot write $output: $!\n";
